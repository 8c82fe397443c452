import { SectionTabs } from '../../../ui/section-tabs';

const tabs = [
  { value: '/reports/attendance', label: 'Attendance' },
  { value: '/reports/first-time', label: 'First-time guests' },
] as const;

/** The reports area's sections; each is its own page and URL. */
export function ReportsTabs() {
  return <SectionTabs tabs={tabs} label="Reports sections" />;
}
