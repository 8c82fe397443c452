import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useSyncExternalStore } from 'react';

import type { ConnectionStatus } from '../lib/pure/connection-status';
import { useOrganizationTimeZone } from '../lib/browser/organization-time-zone';
import { probeUntilReached } from '../lib/browser/reconnect-probe';
import type { ServerProbe } from '../lib/browser/reconnect-probe';
import { useLocale, useT } from './i18n/language-context';

function clockTime(ms: number, timeZone: string | undefined, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(ms);
}

/**
 * "Can't reach the server, retrying…" while API calls fail with network errors, with when the
 * server last answered. While it shows, `probe` asks the server every second whether it answers
 * (reconnect-probe.ts); the first answer hides it, and the queries that failed meanwhile are asked
 * for again, once.
 */
export function ConnectionBanner({
  status,
  probe,
}: {
  status: ConnectionStatus;
  probe: ServerProbe;
}) {
  const snapshot = useSyncExternalStore(status.subscribe, status.getSnapshot, status.getSnapshot);
  const queryClient = useQueryClient();
  const { timeZone } = useOrganizationTimeZone();
  const locale = useLocale();
  const t = useT();
  const wasLost = useRef(false);
  useEffect(() => {
    if (!snapshot.reachable) {
      wasLost.current = true;
      return probeUntilReached(status, probe);
    }
    if (wasLost.current) {
      wasLost.current = false;
      void queryClient.refetchQueries({
        type: 'active',
        predicate: (query) => query.state.status === 'error',
      });
    }
    return undefined;
  }, [snapshot.reachable, status, probe, queryClient]);

  if (snapshot.reachable) return null;
  return (
    <Alert
      color="orange"
      variant="filled"
      radius={0}
      icon={<IconWifiOff size={18} aria-hidden="true" />}
      py="xs"
    >
      {t('ui.connection.lost')}
      {snapshot.lastReachedAt !== null &&
        ` ${t('ui.connection.lastReached', { time: clockTime(snapshot.lastReachedAt, timeZone, locale) })}`}
    </Alert>
  );
}
