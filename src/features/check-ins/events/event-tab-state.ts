import { useSearchParams } from 'react-router';

export const eventTabs = [
  { value: 'sessions', label: 'Sessions' },
  { value: 'locations', label: 'Locations' },
  { value: 'attendance-types', label: 'Attendance types' },
  { value: 'labels', label: 'Labels' },
  { value: 'people', label: 'People' },
] as const;

export type EventTab = (typeof eventTabs)[number]['value'];

function isEventTab(value: string | null): value is EventTab {
  return eventTabs.some((tab) => tab.value === value);
}

/** The event page's open tab, kept in `?tab=` (an unknown value opens Sessions). */
export function useEventTab(): [EventTab, (tab: EventTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab: EventTab = isEventTab(raw) ? raw : 'sessions';
  const setTab = (next: EventTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'sessions') updated.delete('tab');
      else updated.set('tab', next);
      return updated;
    });
  return [tab, setTab];
}
