/**
 * The forwarder learns the limit from the upstream's rate headers on every answer (checklist
 * item 21), over HTTP: a period in minutes is read as minutes, and a limit the upstream lowers
 * mid-run holds requests back from the next answer on. Each user budget waits at most
 * UPSTREAM_MAX_WAIT_SECONDS (1 s here) before answering 429, so a held-back request shows as a
 * quick 429 that never reached the upstream.
 */
import { describe, expect, it } from 'vitest';
import {
  apiHeaders,
  defaultAnswer,
  errorCode,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { ScriptedAnswer } from './testing/proxy-harness';

/** An upstream that answers 200 with the rate headers `rate(index)` gives for each request. */
async function upstreamReporting(rate: (index: number) => { limit: number; period: string }) {
  const upstream = await startRecordingUpstream((_request, index): ScriptedAnswer => {
    const answer = defaultAnswer(upstream.url);
    const { limit, period } = rate(index);
    return {
      ...answer,
      headers: {
        ...answer.headers,
        'X-SVC-API-Request-Rate-Count': String(index + 1),
        'X-SVC-API-Request-Rate-Limit': String(limit),
        'X-SVC-API-Request-Rate-Period': period,
      },
    };
  });
  return upstream;
}

describe('rate headers through the proxy', () => {
  it('reads "1 minute" as sixty seconds, not one: the fourth of 3 per minute waits', async () => {
    const upstream = await upstreamReporting(() => ({ limit: 3, period: '1 minute' }));
    const proxy = await startProxy({ apiBaseUrl: upstream.url, maxWaitSeconds: 1 });
    try {
      const get = () =>
        rawRequest(proxy.url, { path: '/api/people/v2/people?per_page=1', headers: apiHeaders });
      for (let i = 0; i < 3; i++) expect((await get()).status).toBe(200);
      const refused = await get();
      expect(refused.status).toBe(429);
      expect(errorCode(refused.json)).toBe('rate_limited');
      // The window frees up a minute after the first request, not a second after.
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(50);
      expect(upstream.requests).toHaveLength(3);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('follows a limit the upstream lowers mid-run, from its next answer on', async () => {
    // 100 per minute for the first three answers, then 4 per minute (the count goes on).
    const upstream = await upstreamReporting((index) =>
      index < 3 ? { limit: 100, period: '60 seconds' } : { limit: 4, period: '60 seconds' },
    );
    const proxy = await startProxy({ apiBaseUrl: upstream.url, maxWaitSeconds: 1 });
    try {
      const get = () =>
        rawRequest(proxy.url, { path: '/api/people/v2/people?per_page=1', headers: apiHeaders });
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await get()).status);
      // Under the old limit all would pass; the fourth answer reports 4 per minute with 4 used.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429, 429]);
      expect(upstream.requests).toHaveLength(4);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('ignores rate headers with a period in an unknown unit instead of guessing', async () => {
    // A limit of 1 per "1 fortnight" is not understood: no limit is learned from it, so the
    // proxy goes on sending (the upstream's own 429 would be the signal).
    const upstream = await upstreamReporting(() => ({ limit: 1, period: '1 fortnight' }));
    const proxy = await startProxy({ apiBaseUrl: upstream.url, maxWaitSeconds: 1 });
    try {
      for (let i = 0; i < 3; i++) {
        const res = await rawRequest(proxy.url, {
          path: '/api/people/v2/people?per_page=1',
          headers: apiHeaders,
        });
        expect(res.status).toBe(200);
      }
      expect(upstream.requests).toHaveLength(3);
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });
});
