import { Stack, Title } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { untypedText } from '../shared/untyped-text';

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

const listDefaults = { include: ['person'], order: 'created_at', perPage: 100 } as const;

/** Who else may edit the list (read-only). */
export function ListShares({ listId }: { listId: string }) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        Shared with
      </Title>
      <ResourceList<typeof SHARES, 'person'>
        path={SHARES}
        params={{ list_id: listId }}
        defaults={listDefaults}
        urlPrefix="shares."
        noun="shares"
        caption="People the list is shared with"
        columns={columns}
        plain
        pagerWhenMore
        skeletonRows={2}
        empty="The list is not shared with anyone."
      />
    </Stack>
  );
}
