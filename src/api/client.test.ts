import { describe, expect, it } from 'vitest';
import { ApiError, ApiUsageError } from './api-error';
import { createClient } from './client';
import { FakeClock, collect } from './testing/fake-clock';
import { createScriptedApi } from './testing/scripted-api';

const baseUrl = 'http://sandbox.test';

function setup(
  options: Parameters<typeof createScriptedApi>[0] extends infer O ? Partial<O> : never = {},
) {
  const clock = new FakeClock();
  const api = createScriptedApi({ clock, ...options });
  const client = createClient({
    baseUrl,
    fetch: api.fetch,
    clock,
    auth: { kind: 'basic', applicationId: 'app', secret: 'sécret' },
  });
  return { clock, api, client };
}

describe('envelope and include resolution', () => {
  it('reads a page, its total and next offset, and resolves includes to records', async () => {
    const { clock, api, client } = setup();
    const page = await clock.runUntil(
      client.list('/check_ins/v2/check_ins', { include: ['person', 'event'], perPage: 10 }),
    );
    expect(page.records).toHaveLength(10);
    expect(page.totalCount).toBe(api.data.checkIns.length);
    expect(page.nextOffset).toBe(10);
    expect(page.prevOffset).toBeNull();

    const first = page.records[0];
    expect(first?.attributes.number).toBe(1);
    expect(first?.related.person?.attributes.first_name).toBe('First1');
    expect(first?.related.event?.attributes.name).toBe('Sunday Service');
    // The seventh check-in is a one-time guest: no person record, and that reads as null.
    expect(page.records[6]?.related.person).toBeNull();
    // Included records are shared, not copied, between the records that point at them.
    expect(page.records[0]?.related.event).toBe(page.records[2]?.related.event);
  });

  it('sends the query the catalog allows, comma-separated, with the auth header', async () => {
    const { clock, api, client } = setup();
    await clock.runUntil(
      client.list('/check_ins/v2/check_ins', {
        include: ['person', 'event'],
        filter: ['regular', 'first_time'],
        order: '-created_at',
        offset: 25,
        perPage: 50,
      }),
    );
    const request = api.seen.at(-1);
    expect(request?.url.searchParams.get('include')).toBe('person,event');
    expect(request?.url.searchParams.get('filter')).toBe('regular,first_time');
    expect(request?.url.searchParams.get('order')).toBe('-created_at');
    expect(request?.url.searchParams.get('offset')).toBe('25');
    expect(request?.url.searchParams.get('per_page')).toBe('50');
    expect(request?.headers.get('Authorization')).toBe(`Basic ${btoa('app:s\u00c3\u00a9cret')}`);
  });

  it('encodes path parameters so an id cannot reach another path', async () => {
    const { clock, api, client } = setup();
    await expect(
      clock.runUntil(client.get('/check_ins/v2/check_ins', { id: '../events/1' })),
    ).rejects.toBeInstanceOf(ApiError);
    expect(api.seen.at(-1)?.url.pathname).toBe('/check_ins/v2/check_ins/..%2Fevents%2F1');
  });

  it('rejects a response that is not a JSON:API document', async () => {
    const { clock, api, client } = setup();
    api.override(
      () =>
        new Response(JSON.stringify({ items: [] }), {
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const error = await clock.runUntil(
      client.list('/check_ins/v2/check_ins').catch((e: unknown) => e),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid_response');
    expect((error as ApiError).detail).toMatch(/'data'/);
  });
});

describe('the page iterator', () => {
  it('walks every page once: total_count records, no duplicates', async () => {
    const { clock, api, client } = setup({ checkIns: 130 });
    const ids: string[] = [];
    const offsets: number[] = [];
    await clock.runUntil(
      (async () => {
        for await (const page of client.pages('/check_ins/v2/check_ins', { perPage: 25 })) {
          offsets.push(page.offset);
          ids.push(...page.records.map((r) => r.id));
        }
      })(),
    );
    expect(offsets).toEqual([0, 25, 50, 75, 100, 125]);
    expect(ids).toHaveLength(130);
    expect(new Set(ids).size).toBe(130);
    expect(api.seen).toHaveLength(6);
  });

  it('yields records across pages and stops on an empty list', async () => {
    const { clock, client } = setup({ checkIns: 0 });
    const records = await clock.runUntil(collect(client.records('/check_ins/v2/check_ins')));
    expect(records).toEqual([]);
  });

  it('refuses a next link that does not advance instead of looping forever', async () => {
    const { clock, api, client } = setup();
    api.override(
      () =>
        new Response(
          JSON.stringify({
            data: [{ type: 'CheckIn', id: '1', attributes: {} }],
            meta: { total_count: 99, next: { offset: 0 } },
          }),
          {
            headers: { 'Content-Type': 'application/vnd.api+json' },
          },
        ),
    );
    const error = await clock.runUntil(
      collect(client.pages('/check_ins/v2/check_ins')).catch((e: unknown) => e),
    );
    expect((error as ApiError).detail).toMatch(/does not advance/);
  });
});

describe('error mapping', () => {
  const cases = [
    { status: 401, kind: 'unauthorized', flag: 'isUnauthorized' },
    { status: 403, kind: 'forbidden', flag: 'isForbidden' },
    { status: 404, kind: 'not_found', flag: 'isNotFound' },
    { status: 422, kind: 'validation', flag: 'isValidation' },
  ] as const;

  for (const { status, kind, flag } of cases) {
    it(`maps ${status} to ${kind}, with the errors[] body, and does not retry it`, async () => {
      const { clock, api, client } = setup();
      api.override(() =>
        Response.json(
          {
            errors: [
              { status: String(status), code: kind, title: 'T', detail: `detail ${status}` },
            ],
          },
          { status, headers: { 'Content-Type': 'application/json' } },
        ),
      );
      const error = await clock.runUntil(
        client.get('/check_ins/v2/check_ins', { id: '1000' }).catch((e: unknown) => e),
      );
      expect(error).toBeInstanceOf(ApiError);
      const apiError = error as ApiError;
      expect(apiError.status).toBe(status);
      expect(apiError.kind).toBe(kind);
      expect(apiError[flag]).toBe(true);
      expect(apiError.errors[0]?.detail).toBe(`detail ${status}`);
      expect(api.seen).toHaveLength(1);
    });
  }

  it('gives 422 field errors by attribute', async () => {
    const { clock, api, client } = setup();
    api.override(() =>
      Response.json(
        {
          errors: [
            {
              status: '422',
              title: 'Validation Error',
              detail: "total can't be negative",
              source: { pointer: '/data/attributes/total' },
            },
            {
              status: '422',
              title: 'Validation Error',
              detail: 'name is taken',
              source: { parameter: 'name' },
            },
          ],
        },
        { status: 422 },
      ),
    );
    const error = (await clock.runUntil(
      client
        .create(
          '/check_ins/v2/event_times/{event_time_id}/headcounts',
          { event_time_id: '5' },
          {
            attributes: { total: 4 },
            relationships: { attendance_type: { data: { type: 'AttendanceType', id: '2' } } },
          },
        )
        .catch((e: unknown) => e),
    )) as ApiError;
    expect(error.fieldErrors()).toEqual({
      total: ["total can't be negative"],
      name: ['name is taken'],
    });
    const sent = JSON.parse(api.seen.at(-1)?.body ?? '{}') as unknown;
    expect(sent).toEqual({
      data: {
        type: 'Headcount',
        attributes: { total: 4 },
        relationships: { attendance_type: { data: { type: 'AttendanceType', id: '2' } } },
      },
    });
  });

  it('maps an HTML error page and a network failure to ApiError too', async () => {
    const { clock, api, client } = setup();
    api.override(
      () =>
        new Response('<h1>Bad gateway</h1>', {
          status: 502,
          statusText: 'Bad Gateway',
          headers: { 'Content-Type': 'text/html' },
        }),
    );
    const html = (await clock.runUntil(
      client.list('/check_ins/v2/check_ins').catch((e: unknown) => e),
    )) as ApiError;
    expect(html.kind).toBe('server');
    expect(html.errors[0]?.title).toBe('Bad Gateway');

    const offline = createClient({
      baseUrl,
      clock,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    const network = (await clock.runUntil(
      offline.list('/check_ins/v2/check_ins').catch((e: unknown) => e),
    )) as ApiError;
    expect(network.kind).toBe('network');
    expect(network.status).toBe(0);
  });

  it('checks parameters at run time before sending anything', async () => {
    const { api, client } = setup();
    const loose = client as unknown as { list: (path: string, args: object) => Promise<unknown> };
    await expect(loose.list('/check_ins/v2/check_ins', { include: ['fund'] })).rejects.toThrow(
      ApiUsageError,
    );
    await expect(loose.list('/check_ins/v2/check_ins', { perPage: 101 })).rejects.toThrow(
      /per_page/,
    );
    await expect(loose.list('/check_ins/v2/check_ins', { perPage: 0 })).rejects.toThrow(/per_page/);
    await expect(loose.list('/check_ins/v2/check_ins', { order: 'kind' })).rejects.toThrow(
      /order 'kind'/,
    );
    await expect(loose.list('/check_ins/v2/events', { filter: ['first_time'] })).rejects.toThrow(
      /filter/,
    );
    await expect(loose.list('/check_ins/v2/passes', { where: { code: 5 } })).rejects.toThrow(
      /where\[code\]/,
    );
    await expect(
      loose.list('/people/v2/households', { where: { created_at: { gte: '2026-02-30' } } }),
    ).rejects.toThrow(/date/);
    await expect(
      loose.list('/people/v2/households', { where: { created_at: { near: '2026-02-01' } } }),
    ).rejects.toThrow(/comparison/);
    await expect(loose.list('/check_ins/v2/nope', {})).rejects.toThrow(/no read endpoint/);
    const create = client.create as unknown as (
      path: string,
      params: object,
      body: object,
    ) => Promise<unknown>;
    await expect(
      create(
        '/check_ins/v2/people/{person_id}/passes',
        { person_id: '1' },
        { attributes: { kind: 'qr' } },
      ),
    ).rejects.toThrow(/barcode, pkpass/);
    await expect(
      create('/people/v2/households', {}, { attributes: { name: 'Smith' } }),
    ).rejects.toThrow(/people is required/);
    expect(api.seen).toHaveLength(0);
  });
});
