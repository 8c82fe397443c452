import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { ListStatusBadge } from './lists-columns';
import { untypedText } from './list-paths';

export type ListRecord = RecordOf<'/people/v2/lists', 'owner' | 'created_by' | 'updated_by'>;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0}>
        {children}
      </Text>
    </Stack>
  );
}

/** The list's counts, state and timestamps; they change when the list runs. */
export function ListFacts({ list }: { list: ListRecord }) {
  const a = list.attributes;
  return (
    <Paper withBorder p="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 6 }} m={0}>
        <Fact label="People found">{untypedText(a.total_people) ?? '—'}</Fact>
        <Fact label="Status">
          <ListStatusBadge status={a.status} />
        </Fact>
        <Fact label="Last run">
          <DateTimeText value={a.batch_completed_at} empty="Never" />
        </Fact>
        <Fact label="Last changed">
          <DateTimeText value={a.updated_at} />
        </Fact>
        <Fact label="Inactive people">
          {a.include_inactive
            ? 'Included'
            : a.has_inactive_results
              ? 'Left out (some matched)'
              : 'Left out'}
        </Fact>
        <Fact label="Owner">{list.related.owner?.attributes.name ?? '—'}</Fact>
      </SimpleGrid>
    </Paper>
  );
}
