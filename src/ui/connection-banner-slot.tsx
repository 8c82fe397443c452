import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';

import { importWithRetry } from '../lib/connection-status-import';
import type { ConnectionStatus } from '../lib/connection-status';
import { whenIdle } from '../lib/when-idle';

// The banner is not needed for the first paint, but must be at hand when the server cannot be
// reached (its chunk could not be downloaded then): it loads as soon as the page is idle.
const loadBanner = () => importWithRetry(() => import('./connection-banner'));
const ConnectionBanner = lazy(() => loadBanner().then((m) => ({ default: m.ConnectionBanner })));

/** Where the lost-connection banner appears, from the first failed request on. */
export function ConnectionBannerSlot({ status }: { status: ConnectionStatus }) {
  const { reachable } = useSyncExternalStore(
    status.subscribe,
    status.getSnapshot,
    status.getSnapshot,
  );
  const [shown, setShown] = useState(false);
  if (!reachable && !shown) setShown(true);
  useEffect(() => whenIdle(() => void loadBanner()), []);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ConnectionBanner status={status} />
    </Suspense>
  );
}
