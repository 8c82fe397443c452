import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { BatchStatusBadge } from '../../../ui/batch-status-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { MoneyText } from '../../../ui/money-text';
import { HomeTile } from './home-tile';
import { useOpenBatches } from './home-queries';

const SHOWN = 5;

export function OpenBatchesTile() {
  const t = useT();
  const query = useOpenBatches();
  return (
    <HomeTile
      title={t('home.batches.title')}
      to="/giving/batches"
      linkLabel={t('home.batches.link')}
      query={query}
      what={t('home.batches.what')}
    >
      {() => {
        const batches = query.data ?? [];
        if (batches.length === 0) {
          return <Text c="dimmed">{t('home.batches.empty')}</Text>;
        }
        return (
          <Stack gap="sm">
            <Text>
              <Message
                id="home.batches.count"
                values={{ count: batches.length }}
                components={{ 0: <Text span fz={32} fw={700} data-testid="open-batch-count" /> }}
              />
            </Text>
            <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
              {batches.slice(0, SHOWN).map((batch) => (
                <Box component="li" key={batch.id}>
                  <Group justify="space-between" gap="xs" wrap="nowrap">
                    <Anchor component={Link} to={`/giving/batches/${batch.id}`} size="sm">
                      {t('home.batches.batch', { id: batch.id })}
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
                      <Message
                        id="home.batches.created"
                        components={{
                          0: (
                            <DateTimeText
                              value={batch.attributes.created_at}
                              format="date"
                              size="xs"
                              c="dimmed"
                            />
                          ),
                        }}
                      />
                    </Text>
                  </Group>
                </Box>
              ))}
            </Stack>
            {batches.length > SHOWN && (
              <Text size="xs" c="dimmed">
                {t('home.tile.more', { count: batches.length - SHOWN })}
              </Text>
            )}
          </Stack>
        );
      }}
    </HomeTile>
  );
}
