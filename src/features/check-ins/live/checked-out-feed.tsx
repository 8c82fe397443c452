import { Box, Group, Paper, Stack, Text, Title } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import type { BoardCheckIn } from './live-board-data';

/** How many recent check-outs the feed shows. */
export const FEED_LENGTH = 15;

/** Who was just picked up or left, newest first, with the room and security code. */
export function CheckedOutFeed({
  checkIns,
  roomName,
}: {
  checkIns: readonly BoardCheckIn[];
  roomName: (locationId: string | null) => string;
}) {
  const t = useT();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checked-out-feed">
      <Stack gap="sm">
        <Title order={2} size="h3" id="checked-out-feed">
          {t('check-ins.live.feed.heading')}
        </Title>
        {checkIns.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('check-ins.live.feed.none')}
          </Text>
        ) : (
          <Stack
            component="ol"
            gap="xs"
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            aria-label={t('check-ins.live.feed.newestFirst')}
          >
            {checkIns.map((c) => (
              <Box component="li" key={c.id} data-testid={`checked-out-${c.id}`}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Stack gap={0}>
                    <Text size="sm" fw={600}>
                      {`${c.firstName} ${c.lastName}`.trim() || t('check-ins.shared.noName')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <Message
                        id="check-ins.live.feed.roomAndCode"
                        values={{ room: roomName(c.locationId), code: c.securityCode || '—' }}
                        components={{ 0: <Text span inherit ff="monospace" /> }}
                      />
                    </Text>
                  </Stack>
                  <Box style={{ whiteSpace: 'nowrap' }}>
                    <DateTimeText value={c.checkedOutAt} format="time" size="sm" />
                  </Box>
                </Group>
              </Box>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
