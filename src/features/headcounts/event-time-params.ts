import { recordIdPattern } from '../../ui/resource-view/record-drawer-param';

/** A link's parameter that was left out: its name and the value that cannot be an id. */
export interface IgnoredEventTimeParam {
  param: 'event' | 'event_time';
  value: string;
}

/** The event and event time a headcounts or kiosk link chooses, and what of it was left out. */
export interface EventTimeParams {
  eventId: string | null;
  eventTimeId: string | null;
  /** Parameters left out (an id that cannot be one), for the page to say. */
  problems: IgnoredEventTimeParam[];
}

export function readEventTimeParams(params: URLSearchParams): EventTimeParams {
  const read = (param: 'event' | 'event_time') => {
    const value = params.get(param);
    if (value === null || value === '') return null;
    if (recordIdPattern.test(value)) return value;
    problems.push({ param, value });
    return null;
  };
  const problems: EventTimeParams['problems'] = [];
  return { eventId: read('event'), eventTimeId: read('event_time'), problems };
}
