import { useApiList } from '../../../lib/api-query/api-queries';
import { QueryView } from '../../../ui/query-view';
import { designationLines, indexById } from '../shared/donation-designations';
import { DesignationsTable } from '../shared/designations-table';

/** Where a recurring donation's gift goes: each fund (name and color) and its amount. */
export function RecurringDesignations({ recurringId }: { recurringId: string }) {
  const query = useApiList('/giving/v2/recurring_donations/{recurring_donation_id}/designations', {
    params: { recurring_donation_id: recurringId },
    include: ['fund'],
    perPage: 100,
  });
  return (
    <QueryView
      query={{ ...query, data: query.data?.records }}
      what="the designations"
      isEmpty={(records) => records.length === 0}
      empty="No designations: the gift goes to no fund in particular."
    >
      {(records) => {
        const funds = indexById(records.flatMap((d) => (d.related.fund ? [d.related.fund] : [])));
        return <DesignationsTable lines={designationLines(records, funds)} />;
      }}
    </QueryView>
  );
}
