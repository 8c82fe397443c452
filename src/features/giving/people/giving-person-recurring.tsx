import { Anchor, Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { DataTable } from '../../../ui/data-table';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { recurringColumns, recurringParam, type recurringPath } from '../shared/recurring-columns';
import { usePersonListPaging } from './giving-person-paging';
import { usePersonRelated } from './giving-person-related';

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
  const paging = usePersonListPaging('recurring_');
  const query = usePersonRelated(personId, 'recurring_donations', paging);
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        onRetry={() => void query.refetch()}
        what="the recurring donations"
      />
    );
  }
  return (
    <>
      <DataTable
        caption={`Recurring donations of ${name}`}
        columns={columns}
        rows={query.data?.records}
        rowKey={(row) => row.id}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        skeletonRows={2}
        empty={
          <Text c="dimmed" ta="center" py="lg">
            {name} has no recurring donations.
          </Text>
        }
      />
      <PaginationBar
        noun="recurring donations"
        offset={paging.offset}
        perPage={paging.perPage}
        totalCount={query.data?.totalCount}
        onOffsetChange={paging.setOffset}
        onPerPageChange={paging.setPerPage}
      />
    </>
  );
}
