/**
 * The typed client in the real service's dialect, straight against the sandbox in that dialect
 * over HTTP (HTTP Basic with the sandbox's personal access token): catalog paths go out in the
 * real spelling, the pacer reads the X-PCO rate headers, 422s name their field with
 * `source.parameter`, the API version is asked with X-PCO-API-Version, and ETags are reused.
 * The global fetch is wrapped only to record what went over the wire.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { realDialect } from './catalog/dialects';
import { createClient } from './client';
import type { Client } from './client';
import { startSandbox } from '../sandbox/server';

type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

const credentials = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
const headcountsPath = '/check_ins/v2/event_times/{event_time_id}/headcounts' as const;
const emailsPath = '/people/v2/people/{person_id}/emails' as const;

interface Exchange {
  method: string;
  url: URL;
  requestHeaders: Headers;
  status: number;
  responseHeaders: Headers;
}

/** The real fetch, recording each request's headers and the answer's status and headers. */
function recordingFetch() {
  const exchanges: Exchange[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    exchanges.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      requestHeaders: new Headers(init?.headers),
      status: response.status,
      responseHeaders: response.headers,
    });
    return response;
  };
  return { fetch: fetchImpl, exchanges };
}

describe('the client in the real dialect, against a real-dialect sandbox', () => {
  let sandbox: Sandbox;

  const clientWith = (options: { apiVersion?: string } = {}) => {
    const wire = recordingFetch();
    const client: Client = createClient({
      baseUrl: sandbox.url,
      auth: credentials,
      dialect: realDialect,
      fetch: wire.fetch,
      ...options,
    });
    return { client, wire };
  };

  beforeAll(async () => {
    sandbox = await startSandbox({
      file: ':memory:',
      scale: 'small',
      config: { dialect: realDialect },
    });
  });
  afterAll(async () => {
    await sandbox?.close();
  });

  it('lists and shows check-ins with includes, sending the catalog paths in the real spelling', async () => {
    const { client, wire } = clientWith();
    const page = await client.list('/check_ins/v2/check_ins', {
      include: ['person', 'event'],
      perPage: 5,
    });
    expect(page.records).toHaveLength(5);
    expect(page.nextOffset).toBe(5);
    expect(page.totalCount).toBeGreaterThan(5);
    const withPerson = page.records.find((r) => r.related.person);
    expect(withPerson?.related.person?.type).toBe('Person');
    expect(typeof withPerson?.related.person?.attributes.first_name).toBe('string');
    expect(page.records[0]?.related.event?.type).toBe('Event');

    const id = page.records[0]?.id ?? '';
    const one = await client.get('/check_ins/v2/check_ins', { id, include: ['event'] });
    expect(one?.id).toBe(id);
    expect(one?.attributes.number).toBe(page.records[0]?.attributes.number);
    expect(one?.related.event?.id).toBe(page.records[0]?.related.event?.id);

    expect(wire.exchanges.map((e) => `${e.status} ${e.url.pathname}`)).toEqual([
      '200 /check-ins/v2/check_ins',
      `200 /check-ins/v2/check_ins/${id}`,
    ]);
    expect(wire.exchanges[0]?.url.searchParams.get('include')).toBe('person,event');
  });

  it('walks every page of a check-ins list through the real next links', async () => {
    const { client, wire } = clientWith();
    const ids: string[] = [];
    for await (const time of client.records('/check_ins/v2/event_times', { perPage: 25 })) {
      ids.push(time.id);
    }
    expect(ids.length).toBeGreaterThan(25);
    expect(new Set(ids).size).toBe(ids.length);
    expect(wire.exchanges.every((e) => e.url.pathname === '/check-ins/v2/event_times')).toBe(true);
  });

  it('learns 100 per 20 s from the X-PCO rate headers', async () => {
    const { client, wire } = clientWith();
    expect(client.pacer.snapshot().limit).toBeUndefined();
    await client.list('/check_ins/v2/events', { perPage: 1 });
    const headers = wire.exchanges[0]?.responseHeaders;
    expect(headers?.get('X-PCO-API-Request-Rate-Limit')).toBe('100');
    expect(headers?.get('X-SVC-API-Request-Rate-Limit')).toBeNull();
    const snapshot = client.pacer.snapshot();
    expect(snapshot.limit).toBe(100);
    expect(snapshot.periodMs).toBe(20_000);
    expect(snapshot.inWindow).toBeGreaterThanOrEqual(1);

    // A client of the spec's dialect reads the spec's names, and learns nothing here.
    const specClient = createClient({ baseUrl: sandbox.url, auth: credentials });
    await specClient.list('/people/v2/people', { perPage: 1 });
    expect(specClient.pacer.snapshot().limit).toBeUndefined();
  });

  it('maps a refused create to its field through source.parameter', async () => {
    const { client } = clientWith();
    const address = `dialect.${Date.now().toString(36)}@example.org`;
    await client.create(emailsPath, { person_id: '2' }, { attributes: { address } });
    const error = await client
      .create(emailsPath, { person_id: '2' }, { attributes: { address } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(422);
    expect(apiError.isValidation).toBe(true);
    expect(apiError.errors[0]?.source).toEqual({ parameter: 'address' });
    expect(Object.keys(apiError.fieldErrors())).toEqual(['address']);
  });

  it('gets the 403 of a write to Check-Ins, which the real service lets no one write', async () => {
    const { client, wire } = clientWith();
    const error = await client
      .create(
        headcountsPath,
        { event_time_id: '1' },
        {
          attributes: { total: 4 },
          relationships: { attendance_type: { data: { type: 'AttendanceType', id: '1' } } },
        },
      )
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect((error as ApiError).detail).toBe('You do not have access to this resource');
    expect(wire.exchanges.map((e) => `${e.method} ${e.status} ${e.url.pathname}`)).toEqual([
      'POST 403 /check-ins/v2/event_times/1/headcounts',
    ]);
  });

  it('asks for the API version it was given, and the service processes the request as it', async () => {
    const { client, wire } = clientWith({ apiVersion: '2018-08-01' });
    await client.list('/check_ins/v2/events', { perPage: 1 });
    await client.list('/people/v2/people', { perPage: 1 });
    for (const exchange of wire.exchanges) {
      expect(exchange.requestHeaders.get('X-PCO-API-Version')).toBe('2018-08-01');
      expect(exchange.responseHeaders.get('X-PCO-API-Processed-As-Version')).toBe('2018-08-01');
    }

    // Between two published versions: the latest one on or before the date asked.
    const between = clientWith({ apiVersion: '2019-08-01' });
    await between.client.list('/check_ins/v2/events', { perPage: 1 });
    expect(between.wire.exchanges[0]?.responseHeaders.get('X-PCO-API-Processed-As-Version')).toBe(
      '2019-07-17',
    );

    // Without a version: no header, and the service answers its current one.
    const current = clientWith();
    await current.client.list('/check_ins/v2/events', { perPage: 1 });
    expect(current.wire.exchanges[0]?.requestHeaders.has('X-PCO-API-Version')).toBe(false);
    expect(current.wire.exchanges[0]?.responseHeaders.get('X-PCO-API-Processed-As-Version')).toBe(
      '2025-05-28',
    );
  });

  it('surfaces a version before the earliest as ApiError 400 unsupported_version_error', async () => {
    const { client, wire } = clientWith({ apiVersion: '2017-01-01' });
    const error = await client.list('/check_ins/v2/events').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.status).toBe(400);
    expect(apiError.kind).toBe('bad_request');
    expect(apiError.errors[0]?.code).toBe('unsupported_version_error');
    expect(apiError.detail).toMatch(/2018-08-01/);
    expect(wire.exchanges).toHaveLength(1);
  });

  it('re-asks a read with If-None-Match, takes the 304 as unchanged, and sees a change after a PATCH', async () => {
    const { client, wire } = clientWith();
    // An e-mail address of its own, so the other tests' writes do not change it.
    const { id } = await client.create(
      emailsPath,
      { person_id: '3' },
      { attributes: { address: `etag.${Date.now().toString(36)}@example.org`, location: 'Home' } },
    );
    const read = () => client.get('/people/v2/emails', { id });
    const reads = () => wire.exchanges.filter((e) => e.url.pathname.endsWith(`/emails/${id}`));

    const first = await read();
    const [firstExchange] = reads().filter((e) => e.method === 'GET');
    expect(firstExchange?.status).toBe(200);
    expect(firstExchange?.requestHeaders.has('If-None-Match')).toBe(false);
    const etag = firstExchange?.responseHeaders.get('ETag') ?? '';
    expect(etag).toMatch(/^W\/".+"$/);

    const second = await read();
    const secondExchange = reads()[1];
    expect(secondExchange?.requestHeaders.get('If-None-Match')).toBe(etag);
    expect(secondExchange?.status).toBe(304);
    expect(second).toEqual(first);

    const updated = await client.update(
      '/people/v2/emails/{id}',
      { id },
      {
        attributes: { location: 'Work' },
      },
    );
    expect(updated.attributes.location).toBe('Work');

    const third = await read();
    const thirdExchange = reads()[3];
    expect(thirdExchange?.method).toBe('GET');
    expect(thirdExchange?.requestHeaders.get('If-None-Match')).toBe(etag);
    expect(thirdExchange?.status).toBe(200);
    expect(third?.attributes.location).toBe('Work');
    const newEtag = thirdExchange?.responseHeaders.get('ETag');
    expect(newEtag).not.toBe(etag);

    // The new answer is the one remembered now.
    const fourth = await read();
    const fourthExchange = reads()[4];
    expect(fourthExchange?.requestHeaders.get('If-None-Match')).toBe(newEtag);
    expect(fourthExchange?.status).toBe(304);
    expect(fourth?.attributes.location).toBe('Work');
  });

  it('sends no If-None-Match on writes, nor on a read of another URL', async () => {
    const { client, wire } = clientWith();
    await client.get('/check_ins/v2/check_ins', { id: '1' });
    await client.get('/check_ins/v2/check_ins', { id: '1', include: ['person'] });
    await client
      .create(
        headcountsPath,
        { event_time_id: '1' },
        {
          attributes: { total: 1 },
          relationships: { attendance_type: { data: { type: 'AttendanceType', id: '999999' } } },
        },
      )
      .catch(() => undefined);
    expect(wire.exchanges.map((e) => [e.method, e.requestHeaders.has('If-None-Match')])).toEqual([
      ['GET', false],
      ['GET', false],
      ['POST', false],
    ]);
  });
});
