import type { MessageId } from '../../../messages/message-id';
import { BetaBadge } from '../../../ui/beta-badge';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader, type PageHeaderProps } from '../../../ui/page-header';
import { SectionTabs } from '../../../ui/section-tabs';

/** The giving area's sections; each is its own page and URL. */
const tabs: readonly { value: string; label: MessageId }[] = [
  { value: '/giving', label: 'giving.tabs.overview' },
  { value: '/giving/donations', label: 'giving.tabs.donations' },
  { value: '/giving/batches', label: 'giving.tabs.batches' },
  { value: '/giving/deposits', label: 'giving.tabs.deposits' },
  { value: '/giving/close', label: 'giving.tabs.close' },
  { value: '/giving/funds', label: 'giving.tabs.funds' },
  { value: '/giving/recurring', label: 'giving.tabs.recurring' },
  { value: '/giving/people', label: 'giving.tabs.people' },
  { value: '/giving/statements', label: 'giving.tabs.statements' },
];

/** A giving page's header, with the giving API's beta badge, and the area's sections under it. */
export function GivingHeader(props: Omit<PageHeaderProps, 'badge'>) {
  const t = useT();
  return (
    <>
      {/* "Giving" names Planning Center's API here, in every language. */}
      <PageHeader badge={<BetaBadge api="Giving" />} {...props} />
      <SectionTabs
        tabs={tabs.map((tab) => ({ value: tab.value, label: t(tab.label) }))}
        label={t('giving.tabs.label')}
      />
    </>
  );
}
