/**
 * The live board in a page: one feed per scope while the page shows it, in the browser's clock,
 * visibility and network, talking to the user's other tabs (live-board-feed.ts).
 */
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import type { TimeScope } from './live-board-data';
import {
  initialFeedState,
  LiveBoardFeed,
  type BoardChannel,
  type FeedEnvironment,
  type FeedState,
  type SharedBoard,
} from './live-board-feed';

const CHANNEL = 'narthex-live-board';

/** The channel to the user's other tabs, opened while the feed listens. */
function broadcastChannel(): BoardChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  let channel: BroadcastChannel | undefined;
  return {
    post: (message) => channel?.postMessage(message),
    listen: (listener) => {
      const open = new BroadcastChannel(CHANNEL);
      channel = open;
      open.addEventListener('message', (event: MessageEvent<SharedBoard>) => listener(event.data));
      return () => {
        open.close();
        if (channel === open) channel = undefined;
      };
    },
  };
}

/** The browser as the feed needs it. */
export function browserEnvironment(): FeedEnvironment {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return {
    now: () => Date.now(),
    setTimeout: (run, ms) => window.setTimeout(run, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number | undefined),
    hidden: () => document.visibilityState === 'hidden',
    onWake: (listener) => {
      const onVisible = () => {
        if (document.visibilityState === 'visible') listener();
      };
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('online', listener);
      return () => {
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('online', listener);
      };
    },
    channel: broadcastChannel(),
    ...(locks ? { exclusive: (name, task) => locks.request(name, task) } : {}),
  };
}

/** The board of `scope`, kept up to date while the component is shown. */
export function useLiveBoard(scope: TimeScope): FeedState & { refresh: () => void } {
  const client = useApiClient();
  const chosen = scope.kind === 'time' ? scope.id : undefined;
  // One feed per scope, rebuilt from its id so a new object for the same scope keeps the feed.
  const feed = useMemo(
    () =>
      new LiveBoardFeed({
        client,
        scope: chosen === undefined ? { kind: 'now' } : { kind: 'time', id: chosen },
        environment: browserEnvironment(),
      }),
    [client, chosen],
  );
  useEffect(() => {
    feed.start();
    return () => feed.stop();
  }, [feed]);
  const state = useSyncExternalStore(feed.subscribe, feed.getState, () => initialFeedState);
  return { ...state, refresh: () => feed.refreshNow() };
}

/** Now, again every `everyMs`: for "read 12 s ago". */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now;
}
