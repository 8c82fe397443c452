import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

import { formatDatetime, toApiDatetime } from '../../../lib/pure/dates';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { describeError } from '../../../ui/query-error';
import type { FeedState } from './live-board-feed';
import { useNow } from './use-live-board';

/** "12 s", "3 min", "1 h 5 min": how long ago, for people glancing at a screen. */
export function ageWords(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

/**
 * When the data shown was read, and how it is kept up to date; when the network fails, that
 * the board shows the last good data, how old it is, and when it tries again.
 */
export function BoardStatus({ state, onRefresh }: { state: FeedState; onRefresh: () => void }) {
  const now = useNow(1000);
  const { timeZone } = useOrganizationTimeZone();
  const readAt = state.board?.readAt;
  const when =
    readAt === undefined || timeZone === undefined
      ? undefined
      : formatDatetime(toApiDatetime(readAt), timeZone, 'time');
  const next = state.nextAt === undefined ? undefined : ageWords(Math.max(0, state.nextAt - now));
  return (
    <>
      {state.failing && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconPlugConnectedX size={18} aria-hidden="true" />}
          title={describeError(state.error).title}
          mb="sm"
        >
          {readAt === undefined
            ? 'The board could not be read yet.'
            : `Showing the data read at ${when ?? '…'}, ${ageWords(now - readAt)} ago.`}{' '}
          {next === undefined ? '' : `Trying again in ${next}.`}{' '}
          <Button size="compact-xs" variant="subtle" onClick={onRefresh}>
            Try now
          </Button>
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" data-testid="board-status">
        <Text size="sm" c="dimmed">
          {readAt === undefined ? (
            'Reading the rooms…'
          ) : (
            <>
              Data from{' '}
              <Text span inherit fw={600} c="var(--mantine-color-text)">
                {when}
              </Text>{' '}
              ({ageWords(now - readAt)} ago)
              {!state.failing && next !== undefined ? ` · reads again in ${next}` : ''}
            </>
          )}
        </Text>
        {!state.failing && readAt !== undefined && (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            onClick={onRefresh}
          >
            Read now
          </Button>
        )}
      </Group>
    </>
  );
}
