import { Paper } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import { ListStatusBadge } from './lists-columns';
import { untypedText } from '../shared/untyped-text';

export type ListRecord = RecordOf<'/people/v2/lists', 'owner' | 'created_by' | 'updated_by'>;

/** The list's counts, state and timestamps; they change when the list runs. */
export function ListFacts({ list }: { list: ListRecord }) {
  const a = list.attributes;
  return (
    <Paper withBorder p="md">
      <FactGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        facts={{
          'People found': untypedText(a.total_people) ?? '—',
          Status: <ListStatusBadge status={a.status} />,
          'Last run': <DateTimeText value={a.batch_completed_at} empty="Never" />,
          'Last changed': <DateTimeText value={a.updated_at} />,
          'Inactive people': a.include_inactive
            ? 'Included'
            : a.has_inactive_results
              ? 'Left out (some matched)'
              : 'Left out',
          Owner: list.related.owner?.attributes.name ?? '—',
        }}
      />
    </Paper>
  );
}
