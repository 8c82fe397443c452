import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useT } from '../../../ui/i18n/language-context';
import { DesignationsView } from '../shared/designations-table';

/** Where a recurring donation's gift goes: each fund (name and color) and its amount. */
export function RecurringDesignations({ recurringId }: { recurringId: string }) {
  const t = useT();
  const query = useApiList('/giving/v2/recurring_donations/{recurring_donation_id}/designations', {
    params: { recurring_donation_id: recurringId },
    include: ['fund'],
    perPage: 100,
  });
  return <DesignationsView query={query} empty={t('giving.recurring.noDesignations')} />;
}
