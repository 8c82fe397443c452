/**
 * The proxy in front of an upstream that speaks the real service's dialect (API_DIALECT=real),
 * over HTTP: the SPA keeps speaking the spec's spelling to `/api` (paths, rate header names, the
 * URLs in bodies), and the proxy translates on the way out and on the way back. The upstream is
 * the sandbox in the real dialect (`/check-ins/v2`, X-PCO-API-Request-Rate-*, 422s with
 * `source.parameter`, weak ETags and 304), or a recording node:http server where the request
 * headers themselves are the point (API_VERSION).
 */
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDialect } from '../api/catalog/dialects';
import { FakeClock } from '../api/testing/fake-clock';
import type { Dialect } from '../api/catalog/dialects';
import type { SandboxConfig } from '../sandbox/context';
import {
  apiHeaders,
  errorCode,
  patBasic,
  publicOrigin,
  rawRequest,
  startProxy,
  startRecordingUpstream,
} from './testing/proxy-harness';
import type { RawResponse, RunningProxy } from './testing/proxy-harness';
import { busiestWindow, startCountingSandbox } from './testing/counting-sandbox';

const jsonApi = 'application/vnd.api+json';
/** The counting sandbox (testing/counting-sandbox.ts) in a dialect, with more settings. */
const startDialectSandbox = (dialect?: Dialect, config: Partial<SandboxConfig> = {}) =>
  startCountingSandbox({ config: { ...(dialect ? { dialect } : {}), ...config } });

/** Every string in a JSON value that looks like an absolute URL. */
function urlsIn(value: unknown): string[] {
  if (typeof value === 'string') return /^https?:\/\//.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(urlsIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(urlsIn);
  return [];
}

interface Linked {
  id: string;
  links?: Record<string, string | null>;
  relationships?: Record<string, { links?: { related?: string } }>;
}
interface ListBody {
  links: { self: string; next?: string };
  data: Linked[];
  included?: Linked[];
}

const get = (proxy: RunningProxy, path: string, headers: Record<string, string> = {}) =>
  rawRequest(proxy.url, { path, headers: { ...apiHeaders, ...headers } });

/** The path of a URL the proxy wrote into a body (on its public origin). */
const proxyPathOf = (url: string) => {
  expect(url.startsWith(`${publicOrigin}/api/`), url).toBe(true);
  return url.slice(publicOrigin.length);
};

const specRate = (res: RawResponse) => ({
  count: res.headers['x-svc-api-request-rate-count'],
  limit: res.headers['x-svc-api-request-rate-limit'],
  period: res.headers['x-svc-api-request-rate-period'],
});

describe('the proxy in front of a real-dialect upstream', () => {
  let sandbox: Awaited<ReturnType<typeof startDialectSandbox>>;
  let proxy: RunningProxy;

  beforeAll(async () => {
    sandbox = await startDialectSandbox(realDialect);
    proxy = await startProxy({ apiBaseUrl: sandbox.url, dialect: 'real' });
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });

  it("answers the spec's path, under the spec's rate header names with the real limit", async () => {
    const before = sandbox.arrivals.length;
    const res = await get(proxy, '/api/check_ins/v2/check_ins?include=person&per_page=3');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/vnd\.api\+json/);
    // The upstream was asked in its own spelling.
    expect(sandbox.arrivals.slice(before).map((a) => a.url)).toEqual([
      '/check-ins/v2/check_ins?include=person&per_page=3',
    ]);
    const rate = specRate(res);
    expect(rate.limit).toBe('100');
    expect(rate.period).toBe('20');
    expect(Number(rate.count)).toBeGreaterThanOrEqual(1);
    // The real names are not passed on: the SPA reads one spelling only.
    expect(res.headers['x-pco-api-request-rate-limit']).toBeUndefined();
    expect(res.headers['x-pco-api-request-rate-count']).toBeUndefined();
    expect(res.headers['x-pco-api-processed-as-version']).toBeUndefined();
  });

  it("rewrites every upstream URL in a body to the proxy's spec-spelled path, each one a route it answers", async () => {
    const res = await get(proxy, '/api/check_ins/v2/check_ins?include=person&per_page=3');
    expect(res.status).toBe(200);
    const body = res.json as ListBody;
    expect(body.links.self).toBe(
      `${publicOrigin}/api/check_ins/v2/check_ins?include=person&per_page=3`,
    );
    expect(body.links.next).toBe(
      `${publicOrigin}/api/check_ins/v2/check_ins?include=person&offset=3&per_page=3`,
    );
    const record = body.data[0];
    expect(record?.links?.self).toBe(`${publicOrigin}/api/check_ins/v2/check_ins/${record?.id}`);
    const related = body.data.map((r) => r.relationships?.person?.links?.related);
    expect(related.filter((link) => link !== undefined).length).toBeGreaterThan(0);
    for (const [i, link] of related.entries()) {
      if (link === undefined) continue;
      expect(link).toBe(`${publicOrigin}/api/check_ins/v2/check_ins/${body.data[i]?.id}/person`);
    }
    const included = body.included ?? [];
    expect(included.length).toBeGreaterThan(0);
    for (const person of included) {
      expect(person.links?.self).toBe(`${publicOrigin}/api/check_ins/v2/people/${person.id}`);
    }
    // Nothing of the upstream's own spelling or origin is left anywhere in the body.
    expect(res.text).not.toContain(sandbox.url);
    expect(res.text).not.toContain('check-ins');
    const urls = urlsIn(body);
    expect(urls.length).toBeGreaterThan(5);
    for (const url of urls.filter((u) => !u.startsWith('https://people.sandbox.test/'))) {
      expect(url.startsWith(`${publicOrigin}/api/check_ins/v2/`), url).toBe(true);
    }

    // Each kind of link is a route of the proxy: following it answers 200.
    const follow = [
      body.links.next,
      record?.links?.self,
      related.find((link) => link !== undefined),
      included[0]?.links?.self,
    ];
    for (const link of follow) {
      expect(link).toEqual(expect.any(String));
      const followed = await get(proxy, proxyPathOf(link ?? ''));
      expect(followed.status, String(link)).toBe(200);
    }
    const next = await get(proxy, proxyPathOf(body.links.next ?? ''));
    expect((next.json as ListBody).data.map((r) => r.id)).not.toContain(record?.id);
  });

  it("rewrites a single record's association links, and each one answers through the proxy", async () => {
    const res = await get(proxy, '/api/check_ins/v2/check_ins/1');
    expect(res.status).toBe(200);
    const links = (res.json as { data: Linked }).data.links ?? {};
    const present = Object.entries(links).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    // One link per association besides self (the real dialect's single records).
    expect(present.map(([name]) => name)).toEqual(
      expect.arrayContaining(['self', 'person', 'event', 'location']),
    );
    for (const [name, link] of present) {
      const expected = name === 'self' ? '' : `/${name}`;
      expect(link).toBe(`${publicOrigin}/api/check_ins/v2/check_ins/1${expected}`);
      const followed = await get(proxy, proxyPathOf(link));
      expect(followed.status, name).toBe(200);
    }
  });

  it("refuses the real spelling on /api with the proxy's own 404: it never reaches the upstream", async () => {
    const before = sandbox.arrivals.length;
    for (const path of ['/api/check-ins/v2/check_ins', '/api/check-ins/v2/check_ins/1']) {
      const res = await get(proxy, path);
      expect(res.status, path).toBe(404);
      expect(errorCode(res.json)).toBe('not_found');
      expect(res.headers['x-svc-api-request-rate-count']).toBeUndefined();
    }
    expect(sandbox.arrivals.length).toBe(before);
  });

  it('passes an unknown include on, which the real dialect ignores', async () => {
    const res = await get(proxy, '/api/check_ins/v2/check_ins?include=no_such_thing&per_page=2');
    expect(res.status).toBe(200);
    const body = res.json as ListBody;
    expect(body.data).toHaveLength(2);
    expect(body.included ?? []).toEqual([]);
  });

  it('sends a write in the real shape and passes its refusal back as 422 with source.parameter', async () => {
    // The SPA names the field as the spec's relationship; the real service takes only
    // field_definition_id (D162), so the refusal names that attribute.
    const res = await rawRequest(proxy.url, {
      method: 'POST',
      path: '/api/people/v2/people/2/field_data',
      headers: { ...apiHeaders, 'Content-Type': jsonApi },
      body: JSON.stringify({
        data: {
          type: 'FieldDatum',
          attributes: { value: 'x' },
          relationships: {
            field_definition: { data: { type: 'FieldDefinition', id: '999999' } },
          },
        },
      }),
    });
    expect(res.status).toBe(422);
    const errors = (
      res.json as { errors: { source?: Record<string, string>; title?: string; detail?: string }[] }
    ).errors;
    expect(errors).toHaveLength(1);
    expect(errors[0]?.source).toEqual({ parameter: 'field_definition_id' });
    // The id reached the service (not "can't be blank"): the proxy reshaped the body.
    expect(errors[0]?.detail).toMatch(/does not exist/);
    expect(errors[0]?.title).toBe('Validation Error');
    expect(specRate(res).limit).toBe('100');
  });

  it('passes the 403 of a headcount write back, as the real service refuses it (D164)', async () => {
    const res = await rawRequest(proxy.url, {
      method: 'POST',
      path: '/api/check_ins/v2/event_times/1/headcounts',
      headers: { ...apiHeaders, 'Content-Type': jsonApi },
      body: JSON.stringify({ data: { type: 'Headcount', attributes: { total: 3 } } }),
    });
    expect(res.status).toBe(403);
    expect((res.json as { errors: { title?: string }[] }).errors[0]?.title).toBe('Forbidden');
  });

  it('answers 304 to If-None-Match with the ETag of an earlier answer, and 200 to a stale one', async () => {
    const path = '/api/check_ins/v2/check_ins/2?include=person';
    const first = await get(proxy, path);
    expect(first.status).toBe(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-store');

    const before = sandbox.arrivals.length;
    const again = await get(proxy, path, { 'If-None-Match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(specRate(again).period).toBe('20');
    // The upstream answered it: the If-None-Match went through.
    expect(sandbox.arrivals.length).toBe(before + 1);

    const stale = await get(proxy, path, { 'If-None-Match': 'W/"not-the-tag"' });
    expect(stale.status).toBe(200);
    expect(stale.text).toBe(first.text);
  });
});

/**
 * The pacer's tests run on a fake clock the sandbox and the proxy share: the periods and the
 * Retry-After waits pass at once, and every wait is exact.
 */
describe("the proxy's pacer against a real-dialect upstream", () => {
  /** The real-dialect sandbox and the proxy in front of it, both on `clock`. */
  async function startPaced(
    clock: FakeClock,
    rateLimit: SandboxConfig['rateLimit'],
    maxWaitSeconds?: number,
  ) {
    const sandbox = await startCountingSandbox({
      clock,
      config: { dialect: realDialect, rateLimit },
    });
    const proxy = await startProxy({
      apiBaseUrl: sandbox.url,
      dialect: 'real',
      maxWaitSeconds,
      clock,
    });
    return {
      sandbox,
      proxy,
      run: <T>(work: Promise<T>) => clock.runWithIo(work, { busy: () => sandbox.answering() > 0 }),
      close: async () => {
        await proxy.close();
        await sandbox.close();
      },
    };
  }

  it('keeps a burst from one user under the limit it reads from the X-PCO headers, without a 429', async () => {
    const limit = 10;
    const periodSeconds = 2;
    const clock = new FakeClock();
    const { sandbox, proxy, run, close } = await startPaced(clock, { limit, periodSeconds });
    try {
      const burst = 35;
      const answers = await run(
        Promise.all(
          Array.from({ length: burst }, (_, i) =>
            get(proxy, `/api/check_ins/v2/check_ins?per_page=1&offset=${i}`),
          ),
        ),
      );
      expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
      for (const answer of answers) {
        expect(specRate(answer).limit).toBe(String(limit));
        expect(specRate(answer).period).toBe(String(periodSeconds));
        expect(Number(specRate(answer).count)).toBeLessThanOrEqual(limit);
      }
      expect(sandbox.counted).toHaveLength(burst);
      expect(busiestWindow(sandbox.counted, periodSeconds * 1000)).toBeLessThanOrEqual(limit);
      // Pacing, not retrying, kept it under: the service refused nothing.
      expect(sandbox.arrivals).toHaveLength(burst);
      // It took the periods it had to and no more: 35 at 10 per 2 s go out over 6 s.
      const times = sandbox.counted.sort((a, b) => a - b);
      expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBe(3 * periodSeconds * 1000);
    } finally {
      await close();
    }
  });

  /** Spends the sandbox user's budget directly, as another client of the same account would. */
  async function spendBudget(sandboxUrl: string, requests: number): Promise<number[]> {
    const statuses: number[] = [];
    for (let i = 0; i < requests; i++) {
      const res = await fetch(`${sandboxUrl}/check-ins/v2/events`, {
        headers: { Authorization: patBasic },
      });
      await res.arrayBuffer();
      statuses.push(res.status);
    }
    return statuses;
  }

  it("waits out the upstream's 429 when its Retry-After fits in the bounded wait", async () => {
    const clock = new FakeClock();
    const { sandbox, proxy, run, close } = await startPaced(
      clock,
      { limit: 3, periodSeconds: 2 },
      5,
    );
    try {
      expect(await spendBudget(sandbox.url, 3)).toEqual([200, 200, 200]);
      const started = clock.now();
      const res = await run(get(proxy, '/api/check_ins/v2/events'));
      expect(res.status).toBe(200);
      const proxied = sandbox.arrivals.slice(3);
      // The first try met the other client's spent budget; the retry came after Retry-After
      // (2 s: the other client's requests leave the window then), and only then.
      expect(proxied).toHaveLength(2);
      expect(sandbox.counted).toHaveLength(4);
      expect((proxied[1]?.at ?? 0) - (proxied[0]?.at ?? 0)).toBe(2_000);
      expect(clock.now() - started).toBe(2_000);
    } finally {
      await close();
    }
  });

  it("answers 429 at once with the upstream's Retry-After when it is longer than the bounded wait", async () => {
    const clock = new FakeClock();
    const { sandbox, proxy, run, close } = await startPaced(
      clock,
      { limit: 3, periodSeconds: 20 },
      1,
    );
    try {
      expect(await spendBudget(sandbox.url, 3)).toEqual([200, 200, 200]);
      const started = clock.now();
      const res = await run(get(proxy, '/api/check_ins/v2/events'));
      expect(clock.now()).toBe(started);
      expect(res.status).toBe(429);
      expect(errorCode(res.json)).toBe('rate_limited');
      expect(res.headers['retry-after']).toBe('20');
      expect(sandbox.arrivals).toHaveLength(4);

      // The user's queue stays paused: the next one, 5 s on, is refused at once with what is
      // left of the wait, never calling upstream.
      await clock.advance(5_000);
      const next = await run(get(proxy, '/api/check_ins/v2/events'));
      expect(next.status).toBe(429);
      expect(next.headers['retry-after']).toBe('15');
      expect(clock.now()).toBe(started + 5_000);
      expect(sandbox.arrivals).toHaveLength(4);
    } finally {
      await close();
    }
  });
});

describe('the proxy in the spec dialect (regression)', () => {
  it("still answers /api/check_ins/v2 from a spec sandbox, under the spec's 60 s period", async () => {
    const sandbox = await startDialectSandbox();
    const proxy = await startProxy({ apiBaseUrl: sandbox.url });
    try {
      const res = await get(proxy, '/api/check_ins/v2/check_ins?include=person&per_page=2');
      expect(res.status).toBe(200);
      expect(sandbox.arrivals.map((a) => a.url)).toEqual([
        '/check_ins/v2/check_ins?include=person&per_page=2',
      ]);
      expect(specRate(res)).toMatchObject({ limit: '100', period: '60' });
      const body = res.json as ListBody;
      expect(body.data).toHaveLength(2);
      expect(body.links.next).toBe(
        `${publicOrigin}/api/check_ins/v2/check_ins?include=person&offset=2&per_page=2`,
      );
      const next = await get(proxy, proxyPathOf(body.links.next ?? ''));
      expect(next.status).toBe(200);
      // The spec's sandbox refuses what the real service would ignore.
      const unknown = await get(proxy, '/api/check_ins/v2/check_ins?include=no_such_thing');
      expect(unknown.status).toBe(400);
      // And the real spelling is no more a route here than there.
      expect((await get(proxy, '/api/check-ins/v2/check_ins')).status).toBe(404);
    } finally {
      await proxy.close();
      await sandbox.close();
    }
  });
});

/**
 * A node:http pass-through between the proxy and an upstream that records each request's
 * version header and the answer's processed-as header (headers forwarded unchanged, Host too).
 */
async function startTap(targetUrl: string) {
  const target = new URL(targetUrl);
  const exchanges: { url: string; version?: string; processedAs?: string }[] = [];
  const server = createServer((req, res) => {
    const upstream = httpRequest(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
      },
      (answer) => {
        const processed = answer.headers['x-pco-api-processed-as-version'];
        exchanges.push({
          url: req.url ?? '',
          version: req.headers['x-pco-api-version'] as string | undefined,
          processedAs: Array.isArray(processed) ? processed[0] : processed,
        });
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

describe('API_VERSION through the proxy', () => {
  /** A recording upstream answering like the real service (its rate header names and URLs). */
  async function realLikeUpstream() {
    const upstream = await startRecordingUpstream((request, index) => ({
      status: 200,
      headers: {
        'Content-Type': 'application/vnd.api+json; charset=utf-8',
        'X-PCO-API-Request-Rate-Count': String(index + 1),
        'X-PCO-API-Request-Rate-Limit': '100',
        'X-PCO-API-Request-Rate-Period': '20',
        'X-PCO-API-Processed-As-Version': '2019-07-17',
      },
      body: JSON.stringify({
        data: [],
        links: { self: `${upstream.url}${request.url}` },
        meta: { total_count: 0 },
      }),
    }));
    return upstream;
  }

  it('sends X-PCO-API-Version upstream on every call, in the real spelling of the path', async () => {
    const upstream = await realLikeUpstream();
    const proxy = await startProxy({
      apiBaseUrl: upstream.url,
      dialect: 'real',
      apiVersion: '2019-07-17',
    });
    try {
      expect(proxy.config.apiVersion).toBe('2019-07-17');
      const res = await get(proxy, '/api/check_ins/v2/events?per_page=1');
      const people = await get(proxy, '/api/people/v2/people');
      expect([res.status, people.status]).toEqual([200, 200]);
      expect(upstream.requests.map((r) => r.url)).toEqual([
        '/check-ins/v2/events?per_page=1',
        '/people/v2/people',
      ]);
      for (const request of upstream.requests) {
        expect(request.headers['x-pco-api-version']).toBe('2019-07-17');
        expect(request.headerNames.filter((n) => n === 'x-pco-api-version')).toHaveLength(1);
      }
      expect((res.json as ListBody).links.self).toBe(
        `${publicOrigin}/api/check_ins/v2/events?per_page=1`,
      );
      expect(specRate(res)).toEqual({ count: '1', limit: '100', period: '20' });
      expect(res.headers['x-pco-api-processed-as-version']).toBeUndefined();
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('sends no version header without API_VERSION, nor a version the SPA sent itself', async () => {
    const upstream = await realLikeUpstream();
    const proxy = await startProxy({ apiBaseUrl: upstream.url, dialect: 'real' });
    try {
      const res = await get(proxy, '/api/check_ins/v2/events', {
        'X-PCO-API-Version': '2018-08-01',
      });
      expect(res.status).toBe(200);
      expect(upstream.requests).toHaveLength(1);
      expect(upstream.requests[0]?.headerNames).not.toContain('x-pco-api-version');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it("ignores API_VERSION in the spec's dialect: no version header upstream", async () => {
    const upstream = await startRecordingUpstream();
    const proxy = await startProxy({ apiBaseUrl: upstream.url, apiVersion: '2019-07-17' });
    try {
      expect(proxy.config.apiVersion).toBeUndefined();
      expect((await get(proxy, '/api/check_ins/v2/events')).status).toBe(200);
      expect(upstream.requests.map((r) => r.url)).toEqual(['/check_ins/v2/events']);
      expect(upstream.requests[0]?.headerNames).not.toContain('x-pco-api-version');
    } finally {
      await proxy.close();
      await upstream.close();
    }
  });

  it('reaches a real-dialect sandbox, which processes each app at the version asked', async () => {
    const sandbox = await startDialectSandbox(realDialect);
    const tap = await startTap(sandbox.url);
    const proxy = await startProxy({
      apiBaseUrl: tap.url,
      dialect: 'real',
      apiVersion: '2019-08-01',
    });
    try {
      const checkIns = await get(proxy, '/api/check_ins/v2/events?per_page=1');
      const people = await get(proxy, '/api/people/v2/people?per_page=1');
      expect([checkIns.status, people.status]).toEqual([200, 200]);
      expect(tap.exchanges.map((e) => [e.url, e.version, e.processedAs])).toEqual([
        // The latest each app published on or before 2019-08-01.
        ['/check-ins/v2/events?per_page=1', '2019-08-01', '2019-07-17'],
        ['/people/v2/people?per_page=1', '2019-08-01', '2019-01-14'],
      ]);
      // Links written by the sandbox for the tap's origin still come back through the proxy.
      expect((checkIns.json as ListBody).links.self).toBe(
        `${publicOrigin}/api/check_ins/v2/events?per_page=1`,
      );
    } finally {
      await proxy.close();
      await tap.close();
      await sandbox.close();
    }
  });
});

describe('UPLOAD_BASE_URL', () => {
  it('sends uploads to their own host and every other call to the API', async () => {
    const api = await startRecordingUpstream();
    const uploads = await startRecordingUpstream();
    const proxy = await startProxy({
      apiBaseUrl: api.url,
      uploadBaseUrl: `${uploads.url}/prefix`,
      dialect: 'real',
    });
    try {
      const upload = await rawRequest(proxy.url, {
        method: 'POST',
        path: '/api/files',
        headers: { ...apiHeaders, 'Content-Type': 'multipart/form-data; boundary=XyZ' },
        body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhi\r\n--XyZ--\r\n',
      });
      const read = await rawRequest(proxy.url, {
        method: 'GET',
        path: '/api/check_ins/v2/events',
        headers: apiHeaders,
      });
      expect([upload.status, read.status]).toEqual([200, 200]);
      expect(uploads.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
        'POST /prefix/v2/files',
      ]);
      expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /check-ins/v2/events']);
    } finally {
      await proxy.close();
      await api.close();
      await uploads.close();
    }
  });
});
