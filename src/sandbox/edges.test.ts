/**
 * The sandbox's answers at the edges of HTTP, over real sockets (listening on port 0): HEAD,
 * oversized requests, unknown methods, `__proto__` keys, media types, bracketed reserved query
 * names, non-object attributes, client-generated ids and paths outside the apps. Every error is
 * in the { errors: [...] } shape, with the rate headers whenever the caller authenticated.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specDialect } from '../api/catalog/dialects';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { TRACKER_PROJECTS } from './tracker-project';

const rateHeaderNames = specDialect.rateHeaders;

const authorization = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;
const auth = { authorization };
const jsonApi = 'application/vnd.api+json';

interface Reply {
  status: number;
  headers: Headers;
  text: string;
  json: unknown;
}

interface ErrorObject {
  status?: string;
  code?: string;
  title?: string;
  detail?: string;
  source?: { pointer?: string; parameter?: string };
}

function parse(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

async function start(lenient: boolean): Promise<{ sandbox: Sandbox; origin: string }> {
  const sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { lenient, rateLimit: { limit: 1_000_000, periodSeconds: 60 } },
  });
  return { sandbox, origin: await sandbox.app.listen({ port: 0, host: '127.0.0.1' }) };
}

let strict: { sandbox: Sandbox; origin: string };
let lenient: { sandbox: Sandbox; origin: string };

beforeAll(async () => {
  [strict, lenient] = await Promise.all([start(false), start(true)]);
});

afterAll(async () => {
  for (const { sandbox } of [strict, lenient]) {
    await sandbox.app.close();
    sandbox.ctx.db.close();
  }
});

async function call(
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: string | FormData; origin?: string } = {},
): Promise<Reply> {
  const response = await fetch(`${init.origin ?? strict.origin}${path}`, {
    method,
    headers: init.headers ?? auth,
    body: init.body,
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: parse(text) };
}

const write = (method: string, path: string, body: unknown, contentType = jsonApi) =>
  call(method, path, {
    headers: { ...auth, 'content-type': contentType },
    body: JSON.stringify(body),
  });

/**
 * Sends bytes on a socket of its own and reads the answer until the server closes: for what
 * fetch will not send or Node's HTTP parser refuses.
 */
function exchange(request: string, origin = strict.origin): Promise<Reply> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: hostname, port: Number(port) }, () => socket.write(request));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // The server may close while the request is still being sent; what it answered counts.
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const split = raw.indexOf('\r\n\r\n');
      if (split === -1) {
        reject(new Error(`no HTTP answer: ${JSON.stringify(raw.slice(0, 200))}`));
        return;
      }
      const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
      const headers = new Headers();
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      const text = raw.slice(split + 4);
      resolve({ status: Number(statusLine.split(' ')[1]), headers, text, json: parse(text) });
    });
  });
}

/** The answer is the errors shape with this status; answers its first error. */
function expectErrors(reply: Reply, status: number): ErrorObject {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  const errors = (reply.json as { errors?: ErrorObject[] } | undefined)?.errors;
  expect(Array.isArray(errors) && errors.length > 0, reply.text).toBe(true);
  const first = errors?.[0] ?? {};
  expect(first.status).toBe(String(status));
  expect(typeof first.title).toBe('string');
  expect(typeof first.detail).toBe('string');
  return first;
}

const rateOf = (reply: Reply) =>
  Object.values(rateHeaderNames).map((name) => reply.headers.get(name));

function expectRateHeaders(reply: Reply): void {
  for (const value of rateOf(reply)) expect(value, reply.text).toMatch(/^[1-9][0-9]*$/);
}

function expectNoRateHeaders(reply: Reply): void {
  expect(rateOf(reply)).toEqual([null, null, null]);
}

async function totalCount(path: string): Promise<number> {
  const reply = await call('GET', `${path}?per_page=1`);
  return Number((reply.json as { meta: { total_count: number } }).meta.total_count);
}

async function firstName(id: string): Promise<unknown> {
  const reply = await call('GET', `/people/v2/people/${id}`);
  return (reply.json as { data: { attributes: Record<string, unknown> } }).data.attributes
    .first_name;
}

// ---------------------------------------------------------------------------------------------

describe('1. HEAD', () => {
  /** Headers that differ between any two answers. */
  const volatile = new Set([
    'date',
    'keep-alive',
    'connection',
    rateHeaderNames.count.toLowerCase(),
  ]);
  const comparable = (headers: Headers) =>
    [...headers.entries()].filter(([name]) => !volatile.has(name));

  async function expectHeadLikeGet(path: string, headers: Record<string, string> = auth) {
    const get = await call('GET', path, { headers });
    const head = await call('HEAD', path, { headers });
    expect(head.status, `HEAD ${path}`).toBe(get.status);
    expect(comparable(head.headers), `HEAD ${path}`).toEqual(comparable(get.headers));
    expect(head.text).toBe('');
    const count = get.headers.get(rateHeaderNames.count);
    if (count !== null) {
      expect(head.headers.get(rateHeaderNames.count)).toBe(String(Number(count) + 1));
    }
    return get;
  }

  it.each([
    '/people/v2',
    '/people/v2/people?per_page=2&include=emails',
    '/people/v2/people/1',
    '/check_ins/v2/events?per_page=1',
    '/people/v2/people/999999',
    '/people/v2/people?per_page=0',
    '/people/v2/no_such_thing',
  ])('answers HEAD %s as GET, without the body', async (path) => {
    const get = await expectHeadLikeGet(path);
    expectRateHeaders(get);
  });

  it('answers HEAD as GET on the OAuth, tracker and file routes and outside the apps', async () => {
    await expectHeadLikeGet('/oauth/authorize', {});
    await expectHeadLikeGet(
      '/oauth/authorize?client_id=narthex-dashboard&redirect_uri=http%3A%2F%2Flocalhost%3A8080%2Fauth%2Fcallback&response_type=code&scope=people',
      {},
    );
    await expectHeadLikeGet('/oauth/userinfo');
    const project = TRACKER_PROJECTS[0]?.gid ?? '';
    await expectHeadLikeGet(`/tracker/api/1.0/projects/${project}/sections`, {
      authorization: `Bearer ${strict.sandbox.ctx.config.trackerToken}`,
    });
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('hello')], { type: 'text/plain' }), 'a.txt');
    const upload = await call('POST', '/v2/files', { body: form });
    expect(upload.status, upload.text).toBe(201);
    const id = (upload.json as { data: { id: string }[] }).data[0]?.id ?? '';
    await expectHeadLikeGet(`/v2/files/${id}/a.txt`, {});
    await expectHeadLikeGet('/nope');
    await expectHeadLikeGet('/');
  });
});

describe('2. oversized requests', () => {
  const longQuery = `?where[first_name]=${'a'.repeat(17 * 1024)}`;

  it('a request target over 16 KiB is a 414 in the errors shape, with the rate headers', async () => {
    const reply = await call('GET', `/people/v2/people${longQuery}`);
    expect(expectErrors(reply, 414).code).toBe('uri_too_long');
    expectRateHeaders(reply);
    // Counted once, as any request.
    const next = await call('GET', '/people/v2');
    expect(Number(next.headers.get(rateHeaderNames.count))).toBe(
      Number(reply.headers.get(rateHeaderNames.count)) + 1,
    );
    // Outside the apps too; without credentials, like a 401, it carries none.
    expectRateHeaders(await call('GET', `/nope${longQuery}`));
    const anonymous = await call('GET', `/people/v2/people${longQuery}`, { headers: {} });
    expectErrors(anonymous, 414);
    expectNoRateHeaders(anonymous);
  });

  it('header fields over 16 KiB are a 431 in the errors shape, with the rate headers', async () => {
    const reply = await call('GET', '/people/v2/people', {
      headers: { ...auth, 'x-padding': 'p'.repeat(17 * 1024) },
    });
    expect(expectErrors(reply, 431).code).toBe('header_fields_too_large');
    expectRateHeaders(reply);
  });

  it('a request beyond what the HTTP parser reads (64 KiB) is a 431 in the errors shape', async () => {
    const reply = await exchange(
      `GET /people/v2/people?x=${'a'.repeat(70 * 1024)} HTTP/1.1\r\nHost: sandbox\r\n` +
        `Authorization: ${authorization}\r\n\r\n`,
    );
    expectErrors(reply, 431);
    expect(reply.headers.get('connection')).toBe('close');
    // Node refused it before anything of it was read: no user to count it against.
    expectNoRateHeaders(reply);
  });
});

describe('3. methods the paths do not have', () => {
  it.each([
    ['PROPFIND', '/people/v2/people', 'GET'],
    ['OPTIONS', '/people/v2/marital_statuses', 'GET, POST'],
    ['MKCOL', '/people/v2/emails/1', 'GET, PATCH, DELETE'],
    ['PROPFIND', '/oauth/token', 'POST'],
    ['DELETE', '/oauth/authorize', 'GET, POST'],
  ])('%s %s is a 405 with Allow: %s and the rate headers', async (method, path, allow) => {
    const reply = await call(method, path);
    expect(expectErrors(reply, 405).code).toBe('method_not_allowed');
    expect(reply.headers.get('allow')).toBe(allow);
    expectRateHeaders(reply);
  });

  it('a method on a path that names nothing is a 404', async () => {
    for (const path of ['/people/v2/no_such_thing', '/nope']) {
      const reply = await call('PROPFIND', path);
      expectErrors(reply, 404);
      expectRateHeaders(reply);
    }
  });

  it('a method Node does not know (FOO) is a 501 in the errors shape', async () => {
    const reply = await exchange(
      `FOO /people/v2/people HTTP/1.1\r\nHost: sandbox\r\nAuthorization: ${authorization}\r\n\r\n`,
    );
    expect(expectErrors(reply, 501).code).toBe('not_implemented');
    expect(reply.headers.get('connection')).toBe('close');
    expectNoRateHeaders(reply);
  });

  it('a request Node cannot read as HTTP is a 400 in the errors shape', async () => {
    const reply = await exchange('GET /people/v2 HTTP/1.1\r\nHost: sandbox\r\nno colon\r\n\r\n');
    expect(expectErrors(reply, 400).code).toBe('bad_request');
  });
});

describe('4. __proto__ in a JSON body', () => {
  it.each([jsonApi, 'application/json'])(
    'is refused as %s with a 400 naming where it is, changing nothing',
    async (contentType) => {
      const before = await firstName('1');
      for (const text of [
        '{"data":{"type":"Person","id":"1","attributes":{"first_name":"Proto","__proto__":{"x":1}}}}',
        '{"data":{"type":"Person","id":"1","attributes":{"first_name":"Proto","\\u005f_proto__":{"x":1}}}}',
      ]) {
        const reply = await call('PATCH', '/people/v2/people/1', {
          headers: { ...auth, 'content-type': contentType },
          body: text,
        });
        const error = expectErrors(reply, 400);
        expect(error.source?.pointer).toBe('/data/attributes/__proto__');
        expect(error.detail).toContain('__proto__');
        expect(error.detail).not.toMatch(/not valid JSON/);
        expectRateHeaders(reply);
      }
      expect(await firstName('1')).toBe(before);
      expect(({} as Record<string, unknown>).x).toBeUndefined();
    },
  );

  it('at the top of the body as well', async () => {
    const reply = await call('POST', '/people/v2/marital_statuses', {
      headers: { ...auth, 'content-type': jsonApi },
      body: '{"__proto__":{"data":{"type":"MaritalStatus"}}}',
    });
    expect(expectErrors(reply, 400).source?.pointer).toBe('/__proto__');
  });

  it('a key such as constructor is an ordinary key: a 422 on the unknown attribute', async () => {
    const reply = await write('PATCH', '/people/v2/people/1', {
      data: { type: 'Person', id: '1', attributes: { constructor: { prototype: { x: 1 } } } },
    });
    expect(expectErrors(reply, 422).source?.pointer).toBe('/data/attributes/constructor');
  });
});

describe('5. media types of write bodies', () => {
  const body = JSON.stringify({ data: { type: 'MaritalStatus', attributes: { value: 'Typed' } } });

  it.each([
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/xml',
    'application/octet-stream',
    'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"',
    'application/vnd.api+json; profile="https://example.com/p"',
    'application/json; charset=latin1',
    ';;;',
    null,
  ])('a body sent as %s is a 415 in the errors shape, creating nothing', async (type) => {
    const before = await totalCount('/people/v2/marital_statuses');
    const headers: Record<string, string> = { ...auth };
    if (type !== null) headers['content-type'] = type;
    for (const [method, path] of [
      ['POST', '/people/v2/marital_statuses'],
      ['PATCH', '/people/v2/people/1'],
    ] as const) {
      // fetch sends text/plain for a string body unless told otherwise: send a Blob of no type.
      const payload = type === null ? new Blob([body]) : body;
      const response = await fetch(`${strict.origin}${path}`, { method, headers, body: payload });
      const text = await response.text();
      const reply = { status: response.status, headers: response.headers, text, json: parse(text) };
      expect(expectErrors(reply, 415).code).toBe('unsupported_media_type');
      expectRateHeaders(reply);
    }
    expect(await totalCount('/people/v2/marital_statuses')).toBe(before);
  });

  it.each([jsonApi, 'application/vnd.api+json; charset=utf-8', 'application/json; charset=UTF-8'])(
    'a body sent as %s is read',
    async (type) => {
      const reply = await write(
        'POST',
        '/people/v2/marital_statuses',
        { data: { type: 'MaritalStatus', attributes: { value: `As ${type}` } } },
        type,
      );
      expect(reply.status, reply.text).toBe(201);
    },
  );

  it('the OAuth token endpoint still reads forms, and the upload multipart', async () => {
    const token = await call('POST', '/oauth/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=nope&client_id=narthex-dashboard&client_secret=narthex-dashboard-secret',
    });
    expect(token.status, token.text).toBe(400);
    expect((token.json as { error?: string }).error).toBe('invalid_grant');
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('x')], { type: 'text/plain' }), 'x.txt');
    expect((await call('POST', '/v2/files', { body: form })).status).toBe(201);
  });
});

describe('6. bracketed reserved query names', () => {
  const cases = [
    'include[]=emails',
    'order[]=first_name',
    'per_page[]=5',
    'offset[]=',
    'filter[]=',
  ];

  it.each(cases)('strict: %s is a 400 naming the parameter', async (query) => {
    const reply = await call('GET', `/people/v2/people?${query}`);
    const error = expectErrors(reply, 400);
    expect(error.source?.parameter).toBe(query.split('=')[0]);
    expectRateHeaders(reply);
  });

  it.each(cases)('lenient: %s is ignored', async (query) => {
    const reply = await call('GET', `/people/v2/people?${query}`, { origin: lenient.origin });
    expect(reply.status, reply.text).toBe(200);
    expect((reply.json as { meta: { count: number } }).meta.count).toBe(25);
  });
});

describe('7. attributes that are not an object', () => {
  // One-element rows: it.each would spread a bare array into arguments.
  it.each([[null], [[]], [['first_name']], ['first_name'], [7], [true]])(
    'attributes %j is a 422 on /data/attributes, for PATCH and POST, changing nothing',
    async (attributes) => {
      const name = await firstName('1');
      const patch = await write('PATCH', '/people/v2/people/1', {
        data: { type: 'Person', id: '1', attributes },
      });
      expect(expectErrors(patch, 422).source?.pointer).toBe('/data/attributes');
      expect(await firstName('1')).toBe(name);
      const before = await totalCount('/people/v2/marital_statuses');
      const post = await write('POST', '/people/v2/marital_statuses', {
        data: { type: 'MaritalStatus', attributes },
      });
      const errors = (post.json as { errors: ErrorObject[] }).errors;
      expect(expectErrors(post, 422).source?.pointer).toBe('/data/attributes');
      expect(errors).toHaveLength(1);
      expect(await totalCount('/people/v2/marital_statuses')).toBe(before);
    },
  );
});

describe('8. a client-generated id on create', () => {
  const body = (value: string) => ({
    data: { type: 'MaritalStatus', id: '424242', attributes: { value } },
  });

  it('strict: a 403 on /data/id, creating nothing', async () => {
    const before = await totalCount('/people/v2/marital_statuses');
    const reply = await write('POST', '/people/v2/marital_statuses', body('Client id'));
    const error = expectErrors(reply, 403);
    expect(error.source?.pointer).toBe('/data/id');
    expectRateHeaders(reply);
    expect(await totalCount('/people/v2/marital_statuses')).toBe(before);
  });

  it('lenient: the id is ignored and the server gives its own', async () => {
    const reply = await call('POST', '/people/v2/marital_statuses', {
      origin: lenient.origin,
      headers: { ...auth, 'content-type': jsonApi },
      body: JSON.stringify(body('Client id')),
    });
    expect(reply.status, reply.text).toBe(201);
    expect((reply.json as { data: { id: string } }).data.id).not.toBe('424242');
  });
});

describe('9. paths outside the apps', () => {
  it.each(['/nope', '/', '/people', '/people/v2/%zz', '/v2/files/x'])(
    '%s is a 404 in the errors shape with the rate headers',
    async (path) => {
      const reply = await call('GET', path);
      expectErrors(reply, 404);
      expectRateHeaders(reply);
    },
  );

  it('counts against the caller like any answer, and without credentials carries none', async () => {
    const first = await call('GET', '/nope');
    const second = await call('GET', '/people/v2');
    expect(Number(second.headers.get(rateHeaderNames.count))).toBe(
      Number(first.headers.get(rateHeaderNames.count)) + 1,
    );
    const anonymous = await call('GET', '/nope', { headers: {} });
    expectErrors(anonymous, 404);
    expectNoRateHeaders(anonymous);
  });
});

describe('10. a request without Host, and clients too slow to send', () => {
  it('a request without Host is a 400 in the errors shape', async () => {
    const reply = await exchange(
      `GET /people/v2/people HTTP/1.1\r\nAuthorization: ${authorization}\r\nConnection: close\r\n\r\n`,
    );
    expectErrors(reply, 400);
    expect((reply.json as { errors: ErrorObject[] }).errors[0]?.code).toBe('bad_host');
  });

  it('a body that never finishes is cut off with a 408 within the request timeout', async () => {
    const requestSeconds = 1;
    const slow = await createSandbox({
      file: ':memory:',
      scale: 'small',
      config: { httpLimits: { requestSeconds, headersSeconds: 1, keepAliveSeconds: 5 } },
    });
    try {
      const origin = await slow.app.listen({ port: 0, host: '127.0.0.1' });
      const started = Date.now();
      const reply = await exchange(
        `POST /people/v2/households HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${authorization}\r\n` +
          `Content-Type: ${jsonApi}\r\nContent-Length: 100\r\n\r\n{"data":`,
        origin,
      );
      const elapsed = Date.now() - started;
      expectErrors(reply, 408);
      expect(elapsed).toBeGreaterThanOrEqual(requestSeconds * 1000 - 50);
      expect(elapsed).toBeLessThan(requestSeconds * 1000 + 2000);
    } finally {
      await slow.app.close();
      slow.ctx.db.close();
    }
  });
});
