import { SectionTabs } from '../../../ui/section-tabs';

const tabs = [
  { value: '/check-ins', label: 'Check-ins' },
  { value: '/check-ins/live', label: 'Live rooms' },
  { value: '/check-ins/events', label: 'Events' },
  { value: '/check-ins/stations', label: 'Stations and themes' },
  { value: '/check-ins/passes', label: 'Passes' },
] as const;

/** The check-ins area's sections; each is its own page and URL. */
export function CheckInsTabs() {
  return <SectionTabs tabs={tabs} label="Check-ins sections" />;
}
