import { BetaBadge } from '../../../ui/beta-badge';
import { PageHeader, type PageHeaderProps } from '../../../ui/page-header';
import { SectionTabs } from '../../../ui/section-tabs';

/** The giving area's sections; each is its own page and URL. */
const tabs = [
  { value: '/giving', label: 'Overview' },
  { value: '/giving/donations', label: 'Donations' },
  { value: '/giving/batches', label: 'Batches' },
  { value: '/giving/deposits', label: 'Deposits' },
  { value: '/giving/close', label: 'Close a month' },
  { value: '/giving/funds', label: 'Funds and labels' },
  { value: '/giving/recurring', label: 'Recurring' },
  { value: '/giving/people', label: 'People' },
  { value: '/giving/statements', label: 'Statements' },
] as const;

/** A giving page's header, with the giving API's beta badge, and the area's sections under it. */
export function GivingHeader(props: Omit<PageHeaderProps, 'badge'>) {
  return (
    <>
      <PageHeader badge={<BetaBadge api="Giving" />} {...props} />
      <SectionTabs tabs={tabs} label="Giving sections" />
    </>
  );
}
