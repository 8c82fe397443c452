import { SectionTabs } from '../../../ui/section-tabs';

const tabs = [
  { value: '/giving', label: 'Overview' },
  { value: '/giving/donations', label: 'Donations' },
  { value: '/giving/batches', label: 'Batches' },
  { value: '/giving/deposits', label: 'Deposits' },
  { value: '/giving/funds', label: 'Funds and labels' },
  { value: '/giving/recurring', label: 'Recurring' },
  { value: '/giving/people', label: 'People' },
] as const;

/** The giving area's sections; each is its own page and URL. */
export function GivingTabs() {
  return <SectionTabs tabs={tabs} label="Giving sections" />;
}
