import { recordIdPattern } from '../../ui/resource-view/record-drawer-param';

/** The event and event time a headcounts or kiosk link chooses, and what of it was left out. */
export interface EventTimeParams {
  eventId: string | null;
  eventTimeId: string | null;
  /** Why a parameter was left out (an id that cannot be one), for the page to say. */
  problems: { param: 'event' | 'event_time'; reason: string }[];
}

export function readEventTimeParams(params: URLSearchParams): EventTimeParams {
  const read = (param: 'event' | 'event_time', noun: string) => {
    const value = params.get(param);
    if (value === null || value === '') return null;
    if (recordIdPattern.test(value)) return value;
    problems.push({ param, reason: `${param} '${value}' is not an ${noun} id` });
    return null;
  };
  const problems: EventTimeParams['problems'] = [];
  return {
    eventId: read('event', 'event'),
    eventTimeId: read('event_time', 'event time'),
    problems,
  };
}
