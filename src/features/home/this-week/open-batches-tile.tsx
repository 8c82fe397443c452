import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { HomeTile } from './home-tile';
import { useOpenBatches } from './home-queries';

const SHOWN = 5;

export function OpenBatchesTile() {
  const query = useOpenBatches();
  return (
    <HomeTile
      title="Batches not yet deposited"
      to="/giving/batches"
      linkLabel="All batches"
      query={query}
      what="open batches"
    >
      {() => {
        const batches = query.data ?? [];
        if (batches.length === 0) {
          return <Text c="dimmed">Every batch is deposited.</Text>;
        }
        return (
          <Stack gap="sm">
            <Text>
              <Text span fz={32} fw={700} data-testid="open-batch-count">
                {batches.length}
              </Text>{' '}
              {batches.length === 1 ? 'batch is' : 'batches are'} in progress or waiting for a
              deposit.
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {batches.slice(0, SHOWN).map((batch) => (
                <Box component="li" key={batch.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/giving/batches/${batch.id}`} size="sm">
                      Batch {batch.id}
                    </Anchor>
                    <MoneyText
                      cents={batch.attributes.total_cents}
                      currency={batch.attributes.total_currency}
                      size="sm"
                    />
                  </Group>
                  <Group gap={6}>
                    <BatchStatusBadge status={batch.attributes.status} />
                    <Text size="xs" c="dimmed">
                      created{' '}
                      <DateTimeText
                        value={batch.attributes.created_at}
                        format="date"
                        size="xs"
                        c="dimmed"
                      />
                    </Text>
                  </Group>
                </Box>
              ))}
            </Stack>
            {batches.length > SHOWN && (
              <Text size="xs" c="dimmed">
                and {batches.length - SHOWN} more.
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
