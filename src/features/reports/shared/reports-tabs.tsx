import { SectionTabs } from '../../../ui/section-tabs';

const tabs = [
  { value: '/reports/attendance', label: 'Attendance' },
  { value: '/reports/first-time', label: 'First-time guests' },
  { value: '/reports/missing', label: 'Missing regulars' },
  { value: '/reports/birthdays', label: 'Birthdays' },
] as const;

/** The reports area's sections; each is its own page and URL. */
export function ReportsTabs() {
  return <SectionTabs tabs={tabs} label="Reports sections" />;
}
