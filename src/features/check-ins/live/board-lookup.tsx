import { Anchor, Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import type { BoardCheckIn } from './live-board-data';

/** The most matches shown; a longer list asks for more of the name or code. */
const SHOWN = 20;

/** Find someone on the board by security code or name: where they are, or when they left. */
export function BoardLookup({
  query,
  onQueryChange,
  matches,
  roomName,
  onOpenRoom,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  matches: readonly BoardCheckIn[];
  roomName: (locationId: string | null) => string;
  onOpenRoom: (locationId: string) => void;
}) {
  const t = useT();
  const searching = query.trim() !== '';
  return (
    <Stack gap="xs" component="section" aria-label={t('check-ins.live.lookup.label')}>
      <TextInput
        type="search"
        label={t('check-ins.live.lookup.label')}
        placeholder={t('check-ins.live.lookup.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        value={query}
        onChange={(event) => onQueryChange(event.currentTarget.value)}
        maw={420}
      />
      {searching && (
        <Paper
          withBorder
          p="sm"
          radius="md"
          role="region"
          aria-label={t('check-ins.live.lookup.matches')}
          aria-live="polite"
        >
          {matches.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('check-ins.live.lookup.noMatch', { query: query.trim() })}
            </Text>
          ) : (
            <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
              {matches.slice(0, SHOWN).map((c) => (
                <Box component="li" key={c.id}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Text size="sm" fw={600}>
                      {`${c.firstName} ${c.lastName}`.trim() || t('check-ins.shared.noName')}{' '}
                      <Text span size="xs" ff="monospace" c="dimmed">
                        {c.securityCode}
                      </Text>
                    </Text>
                    <Text size="sm">
                      <Message
                        id={
                          c.checkedOutAt === null
                            ? 'check-ins.live.lookup.inSince'
                            : 'check-ins.live.lookup.leftAt'
                        }
                        components={{
                          0:
                            c.locationId === null ? (
                              <span>{roomName(null)}</span>
                            ) : (
                              <Anchor
                                component="button"
                                type="button"
                                size="sm"
                                onClick={() => onOpenRoom(c.locationId ?? '')}
                              >
                                {roomName(c.locationId)}
                              </Anchor>
                            ),
                          1: (
                            <DateTimeText
                              value={c.checkedOutAt ?? c.checkedInAt}
                              format="time"
                              size="sm"
                            />
                          ),
                        }}
                      />
                    </Text>
                  </Group>
                </Box>
              ))}
              {matches.length > SHOWN && (
                <Text size="xs" c="dimmed">
                  {t('check-ins.live.lookup.more', { count: matches.length - SHOWN })}
                </Text>
              )}
            </Stack>
          )}
        </Paper>
      )}
    </Stack>
  );
}
