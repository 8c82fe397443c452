/**
 * The page walk against the real sandbox over HTTP: the typed client, its pacer and the
 * sandbox's paging, filters and rate limit, as an export uses them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import type { Page } from '../../../api/client-types';
import { FakeClock } from '../../../api/testing/fake-clock';
import { startSandbox } from '../../../sandbox/server';
import { collectPages, walkList, walkPageSize, type WalkProgress } from './walk-pages';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;

/** A fetch that records the status and URL of every answer, and counts the requests in flight. */
function recordingFetch() {
  const seen: { status: number; url: string }[] = [];
  let inFlight = 0;
  const fetchImpl: typeof fetch = async (input, init) => {
    inFlight += 1;
    try {
      const response = await fetch(input, init);
      seen.push({ status: response.status, url: String(input) });
      return response;
    } finally {
      inFlight -= 1;
    }
  };
  return { seen, fetchImpl, inFlight: () => inFlight };
}

let sandbox: Sandbox;
let client: Client;

beforeAll(async () => {
  sandbox = await startSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
  client = createClient({ baseUrl: sandbox.url, auth });
});

afterAll(async () => {
  await sandbox.close();
});

describe('walkList', () => {
  it('collects every check-in, page by page, as many as total_count', async () => {
    const first = await client.list('/check_ins/v2/check_ins', { perPage: 1 });
    expect(first.totalCount).toBeGreaterThan(walkPageSize * 3);

    const progress: WalkProgress[] = [];
    const records = await walkList(
      client,
      '/check_ins/v2/check_ins',
      { order: '-created_at', include: ['person', 'event'] },
      { onProgress: (p) => progress.push(p) },
    );

    expect(records).toHaveLength(first.totalCount);
    expect(new Set(records.map((r) => r.id)).size).toBe(first.totalCount);
    // One report per page, always counting up, ending at the total.
    expect(progress).toHaveLength(Math.ceil(first.totalCount / walkPageSize));
    expect(progress.map((p) => p.fetched)).toEqual(
      progress.map((_, i) => Math.min((i + 1) * walkPageSize, first.totalCount)),
    );
    expect(progress.every((p) => p.total === first.totalCount)).toBe(true);
    // Includes and order came along.
    expect(records.every((r) => 'person' in r.related && 'event' in r.related)).toBe(true);
    const created = records.map((r) => r.attributes.created_at);
    expect([...created].sort().reverse()).toEqual(created);
  });

  it("keeps the query's filters and order and ignores its offset and page size", async () => {
    const args = {
      filter: ['guest', 'first_time'],
      order: 'last_name',
      offset: 50,
      perPage: 5,
    } as const;
    const direct = await client.list('/check_ins/v2/check_ins', {
      ...args,
      offset: 0,
      perPage: 100,
    });
    expect(direct.totalCount).toBeGreaterThan(0);

    const records = await walkList(client, '/check_ins/v2/check_ins', args);

    expect(records).toHaveLength(direct.totalCount);
    expect(records.slice(0, 100).map((r) => r.id)).toEqual(direct.records.map((r) => r.id));
    expect(records.every((r) => r.attributes.kind === 'Guest')).toBe(true);
  });

  it('walks an empty list to nothing, reporting one empty page', async () => {
    const progress: WalkProgress[] = [];
    const records = await walkList(
      client,
      '/check_ins/v2/check_ins',
      { filter: ['regular', 'guest'] },
      { onProgress: (p) => progress.push(p) },
    );
    expect(records).toEqual([]);
    expect(progress).toEqual([{ fetched: 0, total: 0 }]);
  });

  it('stops when aborted: rejects with the abort and asks for no further page', async () => {
    const { seen, fetchImpl } = recordingFetch();
    const counting = createClient({ baseUrl: sandbox.url, auth, fetch: fetchImpl });
    const controller = new AbortController();
    const progress: WalkProgress[] = [];

    const walk = walkList(
      counting,
      '/check_ins/v2/check_ins',
      {},
      {
        signal: controller.signal,
        onProgress: (p) => {
          progress.push(p);
          if (progress.length === 2) controller.abort();
        },
      },
    );

    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(progress).toHaveLength(2);
    expect(seen).toHaveLength(2);
  });

  it('cancels the request in flight', async () => {
    const controller = new AbortController();
    const walk = walkList(client, '/check_ins/v2/check_ins', {}, { signal: controller.signal });
    controller.abort();
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('sends nothing when the signal is already aborted', async () => {
    const { seen, fetchImpl } = recordingFetch();
    const counting = createClient({ baseUrl: sandbox.url, auth, fetch: fetchImpl });
    const walk = walkList(counting, '/check_ins/v2/check_ins', {}, { signal: AbortSignal.abort() });
    await expect(walk).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual([]);
  });
});

describe('walkList under a tight rate limit', () => {
  // The sandbox and the client's pacer share a fake clock: the waits pass at once, and exactly.
  const clock = new FakeClock();
  let limited: Sandbox;

  beforeAll(async () => {
    limited = await startSandbox({
      file: ':memory:',
      scale: 'small',
      clock,
      config: { rateLimit: { limit: 4, periodSeconds: 1 } },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  it("is paced by the client's pacer: every page arrives and the service never answers 429", async () => {
    const { seen, fetchImpl, inFlight } = recordingFetch();
    const paced = createClient({ baseUrl: limited.url, auth, fetch: fetchImpl, clock });

    const started = clock.now();
    const records = await clock.runWithIo(
      walkList(paced, '/check_ins/v2/check_ins', { filter: ['attendee'] }),
      { busy: () => inFlight() > 0 },
    );
    const elapsed = clock.now() - started;

    const pages = Math.ceil(records.length / walkPageSize);
    expect(records.length).toBeGreaterThan(walkPageSize * 8);
    expect(seen).toHaveLength(pages);
    expect(seen.filter((s) => s.status === 429)).toEqual([]);
    // 4 requests per second: the pages after the first four waited for room in the window, each
    // as long as it had to and no longer.
    expect(elapsed).toBe((Math.ceil(pages / 4) - 1) * 1000);
  });
});

describe('collectPages', () => {
  function pageOf(ids: string[], offset: number, totalCount: number): Page<{ id: string }> {
    return {
      records: ids.map((id) => ({ id })),
      totalCount,
      offset,
      nextOffset: null,
      prevOffset: null,
    };
  }

  it('keeps a record once when a page shifted under it (a record was added mid-walk)', async () => {
    async function* pages() {
      yield pageOf(['5', '4'], 0, 5);
      yield pageOf(['4', '3'], 2, 6);
      yield pageOf(['2', '1'], 4, 6);
    }
    const progress: WalkProgress[] = [];
    const records = await collectPages(pages(), { onProgress: (p) => progress.push(p) });
    expect(records.map((r) => r.id)).toEqual(['5', '4', '3', '2', '1']);
    expect(progress).toEqual([
      { fetched: 2, total: 5 },
      { fetched: 3, total: 6 },
      { fetched: 5, total: 6 },
    ]);
  });
});
