import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';

import type { ConnectionStatus } from '../lib/connection-status';
import { useOrganizationTimeZone } from '../lib/organization-time-zone';

/** How often the failed queries on screen are asked for again while the server is unreachable. */
export const RECONNECT_INTERVAL_MS = 5_000;

function clockTime(ms: number, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(undefined, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(ms);
}

/**
 * "Can't reach the server, retrying…" while API calls fail with network errors, with when the
 * server last answered. The queries' own retries give up after a few seconds, so while it shows,
 * the failed queries on screen are tried again; the first answer hides it.
 */
export function ConnectionBanner({ status }: { status: ConnectionStatus }) {
  const snapshot = useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
  const queryClient = useQueryClient();
  const { timeZone } = useOrganizationTimeZone();
  useEffect(() => {
    if (snapshot.reachable) return undefined;
    const timer = setInterval(() => {
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }, RECONNECT_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [snapshot.reachable, queryClient]);

  if (snapshot.reachable) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      py="xs"
    >
      Can’t reach the server, retrying…
      {snapshot.lastReachedAt !== null &&
        ` Last reached at ${clockTime(snapshot.lastReachedAt, timeZone)}.`}
    </Alert>
  );
}
