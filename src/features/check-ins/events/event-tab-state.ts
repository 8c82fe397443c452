import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';

/** The event page's tabs, each with its label's message. */
export const eventTabs = [
  { value: 'sessions', label: 'check-ins.events.tabs.sessions' },
  { value: 'locations', label: 'check-ins.events.tabs.locations' },
  { value: 'attendance-types', label: 'check-ins.events.tabs.attendanceTypes' },
  { value: 'labels', label: 'check-ins.events.tabs.labels' },
  { value: 'people', label: 'check-ins.events.tabs.people' },
] as const;

export type EventTab = (typeof eventTabs)[number]['value'];

function isEventTab(value: string | null): value is EventTab {
  return eventTabs.some((tab) => tab.value === value);
}

/** The event page's open tab, kept in `?tab=` (an unknown value opens Sessions). */
export function useEventTab(): [EventTab, (tab: EventTab) => void] {
  const [params, update] = useSearchParamsUpdate();
  const raw = params.get('tab');
  const tab: EventTab = isEventTab(raw) ? raw : 'sessions';
  const setTab = (next: EventTab) =>
    update((search) => (next === 'sessions' ? search.delete('tab') : search.set('tab', next)));
  return [tab, setTab];
}
