import { Alert, Button, Group, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconClockPause,
  IconInfoCircle,
  IconWifiOff,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

import { formatDatetime, toApiDatetime } from '../../lib/dates';
import type { SyncSnapshot } from './headcount-sync';

function subscribeToNetwork(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const browserOnline = () => navigator.onLine;

function waitingText(waiting: number): string {
  return waiting === 1 ? '1 count waiting' : `${waiting} counts waiting`;
}

interface Banner {
  color: string;
  icon: ReactNode;
  title: string;
  body: string;
  retry: boolean;
}

function bannerOf(
  snapshot: SyncSnapshot,
  waiting: number,
  online: boolean,
  timeZone: string,
): Banner | null {
  const nextTry =
    snapshot.retryAt === null
      ? ''
      : ` Next try at ${formatDatetime(toApiDatetime(snapshot.retryAt), timeZone, 'time')}.`;
  if (!online || snapshot.state === 'offline') {
    return {
      color: 'orange',
      icon: <IconWifiOff aria-hidden="true" />,
      title: waiting === 0 ? 'Offline' : `Offline — ${waitingText(waiting)}`,
      body:
        waiting === 0
          ? 'Keep counting: counts are kept on this device and sent when the connection returns.'
          : `${waiting === 1 ? 'It' : 'They'} will be sent when the connection returns. Keep counting; this device keeps every count.`,
      retry: false,
    };
  }
  if (waiting === 0) return null;
  switch (snapshot.state) {
    case 'backing_off':
    case 'rate_limited':
      return {
        color: 'yellow',
        icon: <IconClockPause aria-hidden="true" />,
        title: `Online, but sending is paused — ${waitingText(waiting)}`,
        body: `${snapshot.problem ?? 'The service is busy.'} ${waiting === 1 ? 'It is' : 'They are'} kept on this device and sent automatically.${nextTry}`,
        // While the client waits out a 429 itself, there is nothing to try sooner.
        retry: snapshot.state === 'backing_off',
      };
    case 'refused':
      return {
        color: 'red',
        icon: <IconAlertTriangle aria-hidden="true" />,
        title: `The service refused a count — ${waitingText(waiting)}`,
        body: `${snapshot.problem ?? 'Unknown reason.'} The counts are kept on this device and tried again.${nextTry}`,
        retry: true,
      };
    case 'standby':
      return {
        color: 'blue',
        icon: <IconInfoCircle aria-hidden="true" />,
        title: waitingText(waiting),
        body: 'Another kiosk tab in this browser is sending the counts.',
        retry: false,
      };
    default:
      return null;
  }
}

/**
 * The kiosk's banner while counts cannot go out at once: offline (with or without counts
 * waiting), paused by the service (rate limit, an outage), refused, or sent by another tab.
 * A polite status, so a screen reader hears it without being interrupted.
 */
export function SyncBanner({
  snapshot,
  waiting,
  timeZone,
  onRetry,
}: {
  snapshot: SyncSnapshot;
  /** Counts not yet confirmed by the service (the outbox and edits still being stored). */
  waiting: number;
  timeZone: string;
  onRetry(): void;
}) {
  const online = useSyncExternalStore(subscribeToNetwork, browserOnline);
  const banner = bannerOf(snapshot, waiting, online, timeZone);
  // The live region stays in the page, so its first message is announced too.
  return (
    <div role="status" aria-live="polite" aria-atomic="true">
      {banner !== null && (
        <Alert
          variant="light"
          color={banner.color}
          icon={banner.icon}
          title={banner.title}
          role="none"
          radius="md"
          mt="md"
          data-testid="sync-banner"
          styles={{
            title: { color: 'var(--mantine-color-text)', fontSize: 'var(--mantine-font-size-lg)' },
          }}
          style={{ borderInlineStart: `6px solid var(--mantine-color-${banner.color}-filled)` }}
        >
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="md" c="inherit" style={{ flex: '1 1 16rem' }}>
              {banner.body}
            </Text>
            {banner.retry && (
              <Button size="lg" mih={64} variant="default" onClick={onRetry}>
                Try now
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </div>
  );
}
