/**
 * A small scripted JSON:API service for the client's unit tests. It answers as `fetch` does,
 * computes pages and includes from its data, counts requests in a sliding window on the
 * (fake) clock, sends the rate headers and answers 429 over the limit. Tests can put scripted
 * answers in front of it with `override`.
 */
import type { Clock } from '../rate-pacer';
import type { ResourceObject } from '../json-api';

export interface ScriptedApiOptions {
  clock: Clock;
  limit?: number;
  periodSeconds?: number;
  /** How the period header reads, e.g. '60' or '60 seconds'. */
  periodText?: (seconds: number) => string;
  sendRetryAfter?: boolean;
  people?: number;
  checkIns?: number;
}

export interface SeenRequest {
  method: string;
  url: URL;
  at: number;
  headers: Headers;
  body: string | null;
}

export function createScriptedApi(options: ScriptedApiOptions) {
  const limit = options.limit ?? 100;
  const periodSeconds = options.periodSeconds ?? 60;
  const periodText = options.periodText ?? String;
  const arrivals: number[] = [];
  const seen: SeenRequest[] = [];
  let rejected = 0;
  let override: ((request: SeenRequest) => Response | undefined) | undefined;

  const people: ResourceObject[] = Array.from({ length: options.people ?? 7 }, (_, i) => ({
    type: 'Person',
    id: String(i + 1),
    attributes: { first_name: `First${i + 1}`, last_name: `Last${i + 1}` },
    relationships: {},
  }));
  const events: ResourceObject[] = [
    { type: 'Event', id: '1', attributes: { name: 'Sunday Service' } },
    { type: 'Event', id: '2', attributes: { name: 'Youth Night' } },
  ];
  const checkIns: ResourceObject[] = Array.from({ length: options.checkIns ?? 130 }, (_, i) => ({
    type: 'CheckIn',
    id: String(1000 + i),
    attributes: { number: i + 1, first_name: `First${(i % people.length) + 1}` },
    relationships: {
      // Every seventh check-in is a one-time guest with no person record.
      person: {
        data: i % 7 === 6 ? null : { type: 'Person', id: String((i % people.length) + 1) },
      },
      event: { data: { type: 'Event', id: String((i % 2) + 1) } },
    },
  }));
  const pools: Record<string, ResourceObject[]> = { person: people, event: events };

  function rateHeaders(count: number): Record<string, string> {
    return {
      'X-SVC-API-Request-Rate-Count': String(count),
      'X-SVC-API-Request-Rate-Limit': String(limit),
      'X-SVC-API-Request-Rate-Period': periodText(periodSeconds),
    };
  }

  function json(status: number, body: unknown, count: number, extra: Record<string, string> = {}) {
    return new Response(body === null ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/vnd.api+json', ...rateHeaders(count), ...extra },
    });
  }

  function listCheckIns(url: URL, count: number): Response {
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const perPage = Number(url.searchParams.get('per_page') ?? 25);
    const include = (url.searchParams.get('include') ?? '').split(',').filter(Boolean);
    const page = checkIns.slice(offset, offset + perPage);
    const included = new Map<string, ResourceObject>();
    for (const record of page) {
      for (const name of include) {
        const linkage = record.relationships?.[name]?.data;
        if (linkage && !Array.isArray(linkage)) {
          const target = pools[name]?.find((r) => r.id === linkage.id);
          if (target) included.set(`${target.type}:${target.id}`, target);
        }
      }
    }
    const hasNext = offset + perPage < checkIns.length;
    const links: Record<string, string> = { self: url.toString() };
    const next = new URL(url);
    next.searchParams.set('offset', String(offset + perPage));
    if (hasNext) links.next = next.toString();
    return json(
      200,
      {
        links,
        data: page.map((r) => ({
          ...r,
          relationships: Object.fromEntries(
            Object.entries(r.relationships ?? {}).filter(([name]) => include.includes(name)),
          ),
        })),
        included: [...included.values()],
        meta: {
          total_count: checkIns.length,
          count: page.length,
          ...(hasNext ? { next: { offset: offset + perPage } } : {}),
          ...(offset > 0 ? { prev: { offset: Math.max(0, offset - perPage) } } : {}),
        },
      },
      count,
    );
  }

  const fetch = async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const now = options.clock.now();
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      url,
      at: now,
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    };
    seen.push(request);

    while (arrivals.length > 0 && (arrivals[0] ?? 0) <= now - periodSeconds * 1000)
      arrivals.shift();
    if (arrivals.length >= limit) {
      rejected += 1;
      const wait = Math.ceil(((arrivals[0] ?? now) + periodSeconds * 1000 - now) / 1000);
      const count = arrivals.length + 1;
      return json(
        429,
        {
          errors: [
            {
              code: '429',
              detail: `Rate limit exceeded: ${count} of ${limit} requests per ${periodSeconds} seconds`,
            },
          ],
        },
        count,
        options.sendRetryAfter === false ? {} : { 'Retry-After': String(Math.max(1, wait)) },
      );
    }
    arrivals.push(now);
    const count = arrivals.length;

    const scripted = override?.(request);
    if (scripted) {
      for (const [name, value] of Object.entries(rateHeaders(count)))
        scripted.headers.set(name, value);
      return scripted;
    }
    const path = url.pathname;
    if (request.method === 'GET' && path === '/check_ins/v2/check_ins')
      return listCheckIns(url, count);
    const show = /^\/check_ins\/v2\/check_ins\/([^/]+)$/.exec(path);
    if (request.method === 'GET' && show) {
      const record = checkIns.find((r) => r.id === decodeURIComponent(show[1] ?? ''));
      if (record) return json(200, { data: record, included: [], meta: {} }, count);
    }
    return json(
      404,
      {
        errors: [
          {
            status: '404',
            title: 'Not Found',
            detail: 'The resource you requested could not be found',
          },
        ],
      },
      count,
    );
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    seen,
    get rejected() {
      return rejected;
    },
    data: { people, events, checkIns },
    override(handler: ((request: SeenRequest) => Response | undefined) | undefined) {
      override = handler;
    },
  };
}
