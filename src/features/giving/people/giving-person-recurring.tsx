import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useUrlPaging } from '../../../lib/list-paging';
import type { ColumnDef } from '../../../ui/data-table';
import { RelatedList } from '../../../ui/resource-view/related-list';
import { recurringColumns, recurringParam, type recurringPath } from '../shared/recurring-columns';

type Recurring = RecordOf<typeof recurringPath>;

const columns: ColumnDef<Recurring>[] = [
  ...recurringColumns<Recurring>(),
  {
    id: 'details',
    header: 'Details',
    cell: ({ row }) => (
      <Anchor
        component={Link}
        to={`/giving/recurring?${recurringParam}=${row.original.id}`}
        size="sm"
        aria-label={`Details of recurring donation #${row.original.id}`}
      >
        Designations and payment method
      </Anchor>
    ),
  },
];

export function GivingPersonRecurring({ personId, name }: { personId: string; name: string }) {
  return (
    <RelatedList
      path="/giving/v2/people"
      id={personId}
      association="recurring_donations"
      paging={useUrlPaging('recurring_', 10)}
      noun="recurring donations"
      caption={`Recurring donations of ${name}`}
      columns={columns}
      skeletonRows={2}
      empty={`${name} has no recurring donations.`}
    />
  );
}
