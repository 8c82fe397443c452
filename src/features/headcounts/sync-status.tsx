import { Box, Button, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClock,
  IconClockPause,
  IconDeviceFloppy,
  IconHelpCircle,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Link } from 'react-router';

import { useLocale, useT } from '../../ui/i18n/language-context';
import type { SyncSnapshot } from './headcount-sync';
import { signInUrl } from './kiosk-url';
import { syncSentence } from './sync-sentence';
import type { SyncTone } from './sync-sentence';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const browserOnline = () => navigator.onLine;

const looks: Record<SyncTone, { color: string; icon: ReactNode }> = {
  synced: { color: 'teal', icon: <IconCircleCheck aria-hidden="true" /> },
  waiting: { color: 'blue', icon: <IconClock aria-hidden="true" /> },
  asking: { color: 'orange', icon: <IconHelpCircle aria-hidden="true" /> },
  offline: { color: 'orange', icon: <IconWifiOff aria-hidden="true" /> },
  paused: { color: 'yellow', icon: <IconClockPause aria-hidden="true" /> },
  refused: { color: 'red', icon: <IconAlertTriangle aria-hidden="true" /> },
  kept: { color: 'grape', icon: <IconDeviceFloppy aria-hidden="true" /> },
};

/**
 * How the counts stand, in one sentence (sync-sentence.ts) in a polite live region, with a
 * button when one helps (Try now, Sign in to sync, Totals). On the kiosk it is a coloured strip across
 * the screen with large touch targets; in setup, a line of text.
 */
export function SyncStatus({
  snapshot,
  waiting = snapshot.pending,
  asking = [],
  timeZone,
  signInReturnTo,
  onRetry,
  onTotals,
  kiosk = false,
}: {
  snapshot: SyncSnapshot;
  /** Counts not yet confirmed, edits still being stored included; the outbox's count if not given. */
  waiting?: number;
  /** Attendance types whose counter waits for an answer. */
  asking?: readonly string[];
  timeZone: string;
  signInReturnTo: string;
  onRetry(): void;
  /** Shows the totals to enter elsewhere; without it, no Totals button. */
  onTotals?: () => void;
  kiosk?: boolean;
}) {
  const online = useSyncExternalStore(subscribeToNetwork, browserOnline, () => true);
  const t = useT();
  const sentence = syncSentence(t, useLocale(), { snapshot, waiting, online, asking, timeZone });
  const { color, icon } = looks[sentence.tone];
  const size = kiosk ? 'lg' : 'sm';
  const target = kiosk ? 64 : undefined;
  // A long sentence wraps; the icon and the button keep their size.
  const keep = { flexShrink: 0 } as const;
  let action: ReactNode = null;
  if (sentence.action === 'retry') {
    action = (
      <Button size={size} mih={target} style={keep} variant="default" onClick={onRetry}>
        {t('headcounts.sync.tryNow')}
      </Button>
    );
  } else if (sentence.action === 'totals' && onTotals) {
    action = (
      <Button size={size} mih={target} style={keep} variant="default" onClick={onTotals}>
        {t('headcounts.sync.totals')}
      </Button>
    );
  } else if (sentence.action === 'sign-in') {
    action = (
      <Button component={Link} to={signInUrl(signInReturnTo)} size={size} mih={target} style={keep}>
        {t('headcounts.sync.signIn')}
      </Button>
    );
  }
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      <Group
        gap="sm"
        wrap="nowrap"
        justify="space-between"
        data-testid="sync-status"
        data-tone={sentence.tone}
        px={kiosk ? { base: 'md', sm: 'xl' } : 0}
        py={kiosk ? 6 : 0}
        style={
          kiosk
            ? {
                background: `var(--mantine-color-${color}-light)`,
                borderInlineStart: `6px solid var(--mantine-color-${color}-filled)`,
              }
            : undefined
        }
      >
        <Group gap="xs" wrap="nowrap" c={`${color}.8`} style={{ minWidth: 0 }}>
          <Box style={{ ...keep, display: 'flex' }}>{icon}</Box>
          <Text
            fw={600}
            fz={kiosk ? { base: 'sm', sm: 'lg' } : 'sm'}
            c="var(--mantine-color-text)"
            lh={1.3}
          >
            {sentence.text}
          </Text>
        </Group>
        {action}
      </Group>
    </div>
  );
}
