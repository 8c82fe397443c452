import { describe, expect, it } from 'vitest';

import { createConnectionStatus, fetchReportingTo } from './connection-status';
import { importWithRetry, isChunkLoadError } from './connection-status-import';

describe('connection status', () => {
  it('starts reachable, never reached, and notifies on every change', () => {
    let clock = 1_000;
    const status = createConnectionStatus(() => clock);
    const seen: unknown[] = [];
    status.subscribe(() => seen.push(status.getSnapshot()));
    expect(status.getSnapshot()).toEqual({ reachable: true, lastReachedAt: null });

    status.reached();
    clock = 2_000;
    status.unreachable();
    status.unreachable();
    clock = 3_000;
    status.reached();

    expect(seen).toEqual([
      { reachable: true, lastReachedAt: 1_000 },
      { reachable: false, lastReachedAt: 1_000 },
      { reachable: true, lastReachedAt: 3_000 },
    ]);
  });

  it('keeps the same snapshot object while nothing changes', () => {
    const status = createConnectionStatus();
    const first = status.getSnapshot();
    expect(status.getSnapshot()).toBe(first);
  });

  it('stops notifying a listener that unsubscribed', () => {
    const status = createConnectionStatus();
    let calls = 0;
    const unsubscribe = status.subscribe(() => calls++);
    status.unreachable();
    unsubscribe();
    status.reached();
    expect(calls).toBe(1);
  });
});

describe('fetchReportingTo', () => {
  const answer = () => Promise.resolve(new Response('{}', { status: 503 }));
  const refuse = () => Promise.reject(new TypeError('Failed to fetch'));

  it('marks the server reached by any answer, even an error status', async () => {
    const status = createConnectionStatus(() => 42);
    status.unreachable();
    const response = await fetchReportingTo(status, answer)('/api/x');
    expect(response.status).toBe(503);
    expect(status.getSnapshot()).toEqual({ reachable: true, lastReachedAt: 42 });
  });

  it('marks it unreachable on a network error and still throws it', async () => {
    const status = createConnectionStatus();
    await expect(fetchReportingTo(status, refuse)('/api/x')).rejects.toThrow('Failed to fetch');
    expect(status.getSnapshot().reachable).toBe(false);
  });

  it('does not count a request the caller aborted', async () => {
    const status = createConnectionStatus();
    const control = new AbortController();
    control.abort();
    const aborting = (_: RequestInfo | URL, init?: RequestInit) =>
      Promise.reject(init?.signal?.reason as Error);
    await expect(
      fetchReportingTo(status, aborting)('/api/x', { signal: control.signal }),
    ).rejects.toBeDefined();
    expect(status.getSnapshot().reachable).toBe(true);
  });

  it('reports through a real fetch to a closed port', async () => {
    const status = createConnectionStatus();
    // Port 9 (discard) is closed on the test machine: the connection is refused.
    await expect(fetchReportingTo(status, fetch)('http://127.0.0.1:9/')).rejects.toThrow();
    expect(status.getSnapshot().reachable).toBe(false);
  });
});

describe('importWithRetry', () => {
  const chunkError = () =>
    new TypeError('Failed to fetch dynamically imported module: http://x/assets/page-1.js');

  it('recognizes the browsers’ chunk-load messages only', () => {
    expect(isChunkLoadError(chunkError())).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is not a function'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('retries a chunk that failed, then answers the module', async () => {
    let calls = 0;
    const module = await importWithRetry(
      () => (++calls < 3 ? Promise.reject(chunkError()) : Promise.resolve('page')),
      { delayMs: 1 },
    );
    expect(module).toBe('page');
    expect(calls).toBe(3);
  });

  it('gives up after the retries with the last error', async () => {
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(chunkError());
    };
    await expect(importWithRetry(failing, { retries: 2, delayMs: 1 })).rejects.toThrow(
      /dynamically imported module/,
    );
    expect(calls).toBe(3);
  });

  it('does not retry an error of the module itself', async () => {
    let calls = 0;
    const throwing = () => {
      calls++;
      return Promise.reject(new ReferenceError('window is not defined'));
    };
    await expect(importWithRetry(throwing, { delayMs: 1 })).rejects.toThrow(ReferenceError);
    expect(calls).toBe(1);
  });
});
