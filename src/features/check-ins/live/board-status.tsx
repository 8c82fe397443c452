import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlugConnectedX, IconRefresh } from '@tabler/icons-react';

import { formatDatetime, toApiDatetime } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { describeError } from '../../../ui/query-error';
import type { FeedState } from './live-board-feed';
import { useNow } from './use-live-board';

/** "12 s", "3 min", "1 h 5 min": how long ago, for people glancing at a screen. */
export function ageWords(t: Translate, ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  if (seconds < 60) return t('check-ins.live.status.seconds', { seconds });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return t('check-ins.live.status.minutes', { minutes });
  return t('check-ins.live.status.hours', {
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
}

/**
 * When the data shown was read, and how it is kept up to date; when the network fails, that
 * the board shows the last good data, how old it is, and when it tries again.
 */
export function BoardStatus({ state, onRefresh }: { state: FeedState; onRefresh: () => void }) {
  const t = useT();
  const locale = useLocale();
  const now = useNow(1000);
  const { timeZone } = useOrganizationTimeZone();
  const readAt = state.board?.readAt;
  const when =
    readAt === undefined || timeZone === undefined
      ? undefined
      : formatDatetime(toApiDatetime(readAt), timeZone, 'time', locale);
  const next =
    state.nextAt === undefined ? undefined : ageWords(t, Math.max(0, state.nextAt - now));
  return (
    <>
      {state.failing && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          icon={<IconPlugConnectedX size={18} aria-hidden="true" />}
          title={describeError(state.error, t).title}
          mb="sm"
        >
          {readAt === undefined
            ? t('check-ins.live.status.notReadYet')
            : t('check-ins.live.status.showingOld', {
                when: when ?? '…',
                age: ageWords(t, now - readAt),
              })}{' '}
          {next === undefined ? '' : t('check-ins.live.status.tryingAgain', { next })}{' '}
          <Button size="compact-xs" variant="subtle" onClick={onRefresh}>
            {t('check-ins.live.status.tryNow')}
          </Button>
        </Alert>
      )}
      <Group gap="xs" wrap="wrap" data-testid="board-status">
        <Text size="sm" c="dimmed">
          {readAt === undefined ? (
            t('check-ins.live.status.reading')
          ) : (
            <>
              <Message
                id="check-ins.live.status.dataFrom"
                values={{ when, age: ageWords(t, now - readAt) }}
                components={{ 0: <Text span inherit fw={600} c="var(--mantine-color-text)" /> }}
              />
              {!state.failing && next !== undefined
                ? ` ${t('check-ins.live.status.readsAgain', { next })}`
                : ''}
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
            {t('check-ins.live.status.readNow')}
          </Button>
        )}
      </Group>
    </>
  );
}
