import type { ConnectionStatus } from '../pure/connection-status';

/** A small request to the server whose answer (any status) reports it reachable to the status. */
export type ServerProbe = (signal: AbortSignal) => Promise<unknown>;

/** The pause between the end of one probe and the start of the next. */
export const RECONNECT_PROBE_INTERVAL_MS = 1_000;
/** A probe that has not been answered by then is dropped (a connection that hangs). */
export const RECONNECT_PROBE_TIMEOUT_MS = 5_000;

const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

/**
 * While `status` says the server cannot be reached, asks it again with `probe` at a steady pace,
 * so the lost-connection banner goes within about a second of the server answering (D131):
 * one request at a time, each after the last has settled, never a growing backoff (which kept
 * the banner up long after the server was back) nor a burst of the page's failed queries with
 * their retries. A server that refuses connections costs nothing; one that hangs holds the single
 * probe until it times out. Not while the page is hidden; at once when it is shown again or the
 * browser says it is back online. Stops once anything reaches the server, or when stopped.
 */
export function probeUntilReached(
  status: ConnectionStatus,
  probe: ServerProbe,
  {
    intervalMs = RECONNECT_PROBE_INTERVAL_MS,
    timeoutMs = RECONNECT_PROBE_TIMEOUT_MS,
  }: { intervalMs?: number; timeoutMs?: number } = {},
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight = false;
  let stopped = false;

  const schedule = (delayMs: number) => {
    clearTimeout(timer);
    timer = setTimeout(run, delayMs);
  };
  function run() {
    timer = undefined;
    // A hidden page waits for visibilitychange.
    if (stopped || inFlight || pageHidden()) return;
    inFlight = true;
    const control = new AbortController();
    const timeout = setTimeout(() => control.abort(), timeoutMs);
    void probe(control.signal)
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timeout);
        inFlight = false;
        if (!stopped) schedule(intervalMs);
      });
  }
  const now = () => {
    if (!inFlight) schedule(0);
  };
  const onVisibilityChange = () => {
    if (!pageHidden()) now();
  };

  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    unsubscribe();
    if (typeof window !== 'undefined') {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('online', now);
    }
  };
  const unsubscribe = status.subscribe(() => {
    if (status.getSnapshot().reachable) stop();
  });
  if (typeof window !== 'undefined') {
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('online', now);
  }
  if (status.getSnapshot().reachable) stop();
  else schedule(intervalMs);
  return stop;
}
