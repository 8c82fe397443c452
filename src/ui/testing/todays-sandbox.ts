import { afterAll, beforeAll } from 'vitest';

import type { Dialect } from '../../api/catalog/dialects';
import { createClient, type Client } from '../../api/client';
import { todayIn } from '../../lib/pure/calendar-days';
import { startSandbox } from '../../sandbox/server';
import { sandboxAuth } from './sandbox-component-tests';

/** What a loader test reads once the file's sandbox is up. */
export interface TodaysSandbox {
  client: Client;
  /** The sandbox's origin, for a client of the test's own. */
  url: string;
  /** The organization's time zone, as the API answers it. */
  timeZone: string;
  /** Today in that zone (YYYY-MM-DD). */
  today: string;
  /** A brute-force query of the sandbox's own tables (usable from the start: it reads lazily). */
  rows: <T>(sql: string, ...args: unknown[]) => T[];
}

/**
 * Loader tests against a small in-memory sandbox whose data ends today, as `npm start` seeds it,
 * with a rate limit that never slows a walk: one for the file, closed after its tests. Call at
 * the top of a test file; read the result inside tests (it is filled before they run). A
 * `dialect` makes the sandbox answer as that dialect's service, and the client speak it.
 */
export function startTodaysSandbox({ dialect }: { dialect?: Dialect } = {}): TodaysSandbox {
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  const state = {
    rows: <T>(sql: string, ...args: unknown[]): T[] => {
      if (!sandbox) throw new Error('the sandbox starts in beforeAll: query it inside a test');
      return sandbox.ctx.db.prepare(sql).all(...args) as T[];
    },
  } as TodaysSandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      scale: 'small',
      anchor: new Date(),
      config: { rateLimit: { limit: 100_000, periodSeconds: 60 }, ...(dialect && { dialect }) },
    });
    state.url = sandbox.url;
    state.client = createClient({ baseUrl: sandbox.url, auth: sandboxAuth, dialect });
    const organization = await state.client.get('/check_ins/v2', {});
    state.timeZone = String(organization?.attributes.time_zone);
    state.today = todayIn(state.timeZone);
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
  });
  return state;
}
