import { Stack, Text, Title } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/api-query/api-queries';
import { DataTable } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { QueryError } from '../../../ui/query-error';
import { untypedText } from './list-paths';

const SHARES = '/people/v2/lists/{list_id}/shares';
type ShareRow = RecordOf<typeof SHARES, 'person'>;

const columns: ColumnDef<ShareRow>[] = [
  {
    id: 'name',
    header: 'Shared with',
    cell: ({ row }) =>
      row.original.related.person?.attributes.name ??
      untypedText(row.original.attributes.name) ??
      '—',
  },
  {
    id: 'group',
    header: 'Group',
    meta: { numeric: true },
    cell: ({ row }) => row.original.attributes.group,
  },
  {
    id: 'created_at',
    header: 'Shared',
    cell: ({ row }) => <DateTimeText size="sm" value={row.original.attributes.created_at} />,
  },
];

/** Who else may edit the list (read-only). */
export function ListShares({ listId }: { listId: string }) {
  const query = useApiList(SHARES, {
    params: { list_id: listId },
    include: ['person'],
    order: 'created_at',
    perPage: 100,
  });
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Shared with
      </Title>
      {query.isError ? (
        <QueryError error={query.error} what="the shares" onRetry={() => void query.refetch()} />
      ) : (
        <DataTable<ShareRow>
          caption="People the list is shared with"
          columns={columns}
          rows={query.data?.records}
          rowKey={(share) => share.id}
          loading={query.isPending}
          skeletonRows={2}
          empty={
            <Text c="dimmed" ta="center" py="sm" size="sm">
              The list is not shared with anyone.
            </Text>
          }
        />
      )}
    </Stack>
  );
}
