/**
 * The real sandbox over HTTP, recording each API request's arrival (on the sandbox's clock) and
 * which of them it counted against the rate limit (a refused request, 429, is not counted:
 * decisions D22), and the refresh-token grants it received; with `busiestWindow` to check the
 * limit was never exceeded.
 */
import { realClock } from '../../sandbox/context';
import type { SandboxClock, SandboxConfig } from '../../sandbox/context';
import { createSandbox } from '../../sandbox/server';

const appPaths = /^\/(people|check_ins|check-ins|giving)\/v2/;

export interface CountingSandboxOptions {
  config?: Partial<SandboxConfig>;
  clock?: SandboxClock;
}

export interface CountingSandbox {
  url: string;
  /** Every API request as it arrived (the request target as received). */
  arrivals: { url: string; at: number }[];
  /** Arrival times of the requests the rate limiter counted. */
  counted: number[];
  /** API requests that have arrived and not been answered yet. */
  answering(): number;
  counts: { refreshGrants: number };
  close(): Promise<void>;
}

export async function startCountingSandbox(
  options: CountingSandboxOptions = {},
): Promise<CountingSandbox> {
  const sandbox = await createSandbox({
    file: ':memory:',
    clock: options.clock,
    config: options.config,
  });
  const clock = options.clock ?? realClock;
  const arrivals: { url: string; at: number }[] = [];
  let answering = 0;
  const counted: number[] = [];
  const counts = { refreshGrants: 0 };
  const arrivedAt = new WeakMap<object, number>();
  sandbox.app.addHook('onRequest', async (request) => {
    if (!appPaths.test(request.url)) return;
    const at = clock.now();
    arrivals.push({ url: request.url, at });
    arrivedAt.set(request, at);
    answering += 1;
  });
  sandbox.app.addHook('preHandler', async (request) => {
    const body = request.body as { grant_type?: unknown } | undefined;
    if (request.url === '/oauth/token' && body?.grant_type === 'refresh_token') {
      counts.refreshGrants += 1;
    }
  });
  sandbox.app.addHook('onResponse', async (request, reply) => {
    const at = arrivedAt.get(request);
    if (at === undefined) return;
    answering -= 1;
    if (reply.statusCode !== 429) counted.push(at);
  });
  const url = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    url,
    arrivals,
    counted,
    answering: () => answering,
    counts,
    close: async () => {
      await sandbox.app.close();
      sandbox.ctx.db.close();
    },
  };
}

/** The most arrivals in any window of `periodMs` (a window ending at each arrival). */
export function busiestWindow(arrivals: readonly number[], periodMs: number): number {
  const sorted = [...arrivals].sort((a, b) => a - b);
  let most = 0;
  let start = 0;
  for (let end = 0; end < sorted.length; end++) {
    while ((sorted[start] ?? 0) <= (sorted[end] ?? 0) - periodMs) start++;
    most = Math.max(most, end - start + 1);
  }
  return most;
}
