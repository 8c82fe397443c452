import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import { formatDatetime, toApiDatetime } from '../../lib/dates';
import type { SyncSnapshot } from './headcount-sync';
import { signInUrl } from './kiosk-url';

function pendingText(pending: number): string {
  if (pending === 0) return 'All counts synced';
  return pending === 1 ? '1 count waiting to sync' : `${pending} counts waiting to sync`;
}

function lastSyncText(at: number | null, timeZone: string): string {
  if (at === null) return 'Not synced yet on this device.';
  return `Last synced at ${formatDatetime(toApiDatetime(at), timeZone, 'time')}.`;
}

function detailOf(snapshot: SyncSnapshot): string | null {
  if (snapshot.pending === 0) return null;
  switch (snapshot.state) {
    case 'offline':
      return 'Offline: the counts are kept on this device and sent when the network is back.';
    case 'backing_off':
    case 'rate_limited':
      return `${snapshot.problem ?? 'The service is busy.'} Trying again shortly.`;
    case 'refused':
      return `The service refused a count: ${snapshot.problem ?? 'unknown reason'}. It is kept here and tried again.`;
    case 'standby':
      return 'Another kiosk tab in this browser is sending the counts.';
    default:
      return null;
  }
}

/**
 * How the outbox stands. The sentence "N counts waiting to sync" / "All counts synced" and the
 * last sync time are in a polite live region; the busier details are not, so a screen reader
 * is not told of every attempt.
 */
export function SyncStatus({
  snapshot,
  waiting = snapshot.pending,
  timeZone,
  signInReturnTo,
  onRetry,
  kiosk = false,
}: {
  snapshot: SyncSnapshot;
  /** Counts not yet confirmed, edits still being stored included; the outbox's count if not given. */
  waiting?: number;
  timeZone: string;
  signInReturnTo: string;
  onRetry?(): void;
  /** On the kiosk: larger, with big touch targets, and no details (a SyncBanner says why counts wait). */
  kiosk?: boolean;
}) {
  const detail = kiosk ? null : detailOf(snapshot);
  return (
    <Stack gap={4}>
      <div role="status" aria-live="polite" aria-atomic="true">
        <Text fw={700} fz={kiosk ? { base: 'lg', sm: 'xl' } : 'md'} data-testid="sync-summary">
          {pendingText(waiting)}
        </Text>
        <Text size="sm" c="dimmed">
          {lastSyncText(snapshot.lastSyncedAt, timeZone)}
        </Text>
      </div>
      {snapshot.state === 'signed_out' && snapshot.pending > 0 && (
        <Group gap="xs">
          <Text size="sm">The sign-in has ended.</Text>
          {kiosk ? (
            <Button component={Link} to={signInUrl(signInReturnTo)} size="lg" mih={64}>
              Sign in to sync
            </Button>
          ) : (
            <Anchor component={Link} to={signInUrl(signInReturnTo)} fw={700} size="sm">
              Sign in to sync
            </Anchor>
          )}
        </Group>
      )}
      {detail !== null && (
        <Group gap="xs">
          <Text size="sm">{detail}</Text>
          {(snapshot.state === 'backing_off' || snapshot.state === 'refused') && (
            <Button size="compact-sm" variant="default" onClick={onRetry}>
              Try now
            </Button>
          )}
        </Group>
      )}
    </Stack>
  );
}
