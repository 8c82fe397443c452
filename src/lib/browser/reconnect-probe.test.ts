// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createConnectionStatus, fetchReportingTo } from '../pure/connection-status';
import type { ConnectionStatus } from '../pure/connection-status';
import {
  probeUntilReached,
  RECONNECT_PROBE_INTERVAL_MS,
  RECONNECT_PROBE_TIMEOUT_MS,
} from './reconnect-probe';

/** How long the server takes to answer once it is back: a busy machine. */
const answerMs = 400;

/**
 * The network between the page and the server, on the fake clock: while the server is down a
 * request is refused at once (or hangs, as a host that is gone); once it is up it is answered
 * `answerMs` later. It counts the requests and how many were open at once.
 */
function network() {
  const net = { up: false, hang: false, started: 0, open: 0, mostOpen: 0 };
  const fetchImpl = (_: RequestInfo | URL, init?: RequestInit) => {
    net.started += 1;
    net.open += 1;
    net.mostOpen = Math.max(net.mostOpen, net.open);
    return new Promise<Response>((resolve, reject) => {
      const settle = (answer: () => void) => {
        net.open -= 1;
        answer();
      };
      init?.signal?.addEventListener('abort', () =>
        settle(() => reject(new DOMException('aborted', 'AbortError'))),
      );
      if (net.up) setTimeout(() => settle(() => resolve(new Response(null))), answerMs);
      else if (!net.hang) settle(() => reject(new TypeError('Failed to fetch')));
    });
  };
  return { net, fetchImpl };
}

let status: ConnectionStatus;
let stops: (() => void)[];

beforeEach(() => {
  vi.useFakeTimers();
  status = createConnectionStatus();
  stops = [];
});
afterEach(() => {
  for (const stop of stops) stop();
  vi.useRealTimers();
  setVisibility('visible');
});

function startProbing(fetchImpl: typeof fetch): void {
  status.unreachable();
  const report = fetchReportingTo(status, fetchImpl);
  stops.push(probeUntilReached(status, (signal) => report('/auth/session', { signal })));
}

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Milliseconds from now until the status says reachable (the banner goes at that moment). */
async function msUntilReachable(): Promise<number> {
  const since = Date.now();
  while (!status.getSnapshot().reachable) {
    if (Date.now() - since > 60_000) throw new Error('never reachable');
    await vi.advanceTimersByTimeAsync(10);
  }
  return Date.now() - since;
}

describe('probing a server that cannot be reached', () => {
  it.each([0, 1, 250, 600, 999, 1_000, 1_400, 7_321, 60_000])(
    'reports it reachable within 2 s of it answering again (back %i ms after it went)',
    async (downMs) => {
      const { net, fetchImpl } = network();
      startProbing(fetchImpl);
      await vi.advanceTimersByTimeAsync(downMs);
      net.up = true;
      expect(await msUntilReachable()).toBeLessThanOrEqual(2_000);
    },
  );

  it('asks one request at a time at a steady pace while it is down, and stops once back', async () => {
    const { net, fetchImpl } = network();
    startProbing(fetchImpl);
    await vi.advanceTimersByTimeAsync(60_000);
    // At most one a second, and not fewer either: a pace that grew would keep the banner up.
    expect(net.started).toBeGreaterThanOrEqual(55);
    expect(net.started).toBeLessThanOrEqual(60_000 / RECONNECT_PROBE_INTERVAL_MS);
    expect(net.mostOpen).toBe(1);

    net.up = true;
    await msUntilReachable();
    const asked = net.started;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.started).toBe(asked);
  });

  it('holds a single probe to a server that hangs, until it times out', async () => {
    const { net, fetchImpl } = network();
    net.hang = true;
    startProbing(fetchImpl);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.mostOpen).toBe(1);
    const round = RECONNECT_PROBE_INTERVAL_MS + RECONNECT_PROBE_TIMEOUT_MS;
    expect(net.started).toBe(Math.floor(60_000 / round));
    // A timed-out probe is not a new failure; the status still says unreachable.
    expect(status.getSnapshot().reachable).toBe(false);
  });

  it('stops when another request reaches the server first', async () => {
    const { net, fetchImpl } = network();
    startProbing(fetchImpl);
    await vi.advanceTimersByTimeAsync(3_000);
    status.reached();
    const asked = net.started;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(net.started).toBe(asked);
  });

  it('waits while the page is hidden, and asks at once when it is shown', async () => {
    const { net, fetchImpl } = network();
    setVisibility('hidden');
    startProbing(fetchImpl);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(net.started).toBe(0);

    net.up = true;
    setVisibility('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(net.started).toBe(1);
    expect(await msUntilReachable()).toBeLessThanOrEqual(answerMs);
  });

  it('asks at once when the browser says it is back online', async () => {
    const { net, fetchImpl } = network();
    startProbing(fetchImpl);
    await vi.advanceTimersByTimeAsync(RECONNECT_PROBE_INTERVAL_MS / 2);
    expect(net.started).toBe(0);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(net.started).toBe(1);
  });
});
