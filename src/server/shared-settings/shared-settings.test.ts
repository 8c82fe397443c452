/**
 * The shared settings over HTTP, against the real proxy built as `npm start` builds it, in front
 * of the real sandbox: kept in the data folder (one instance, signed in with OAuth) and in a real
 * redis-server shared by two instances (a personal access token). Both keep every change, say
 * who made it, refuse bad input in words, and never let two changes from the same version both
 * land.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  sharedSettingUrl,
  versionTag,
  type SharedSettingAnswer,
} from '../../api/proxy/shared-settings-contract';
import { patUserName } from '../auth/pat-auth';
import { loadConfig } from '../config';
import type { Env } from '../config';
import { startInstance, startRedisServer } from '../testing/redis-harness';
import type { RedisServer, RunningInstance } from '../testing/redis-harness';
import { apiHeaders, errorCode, oauthInstanceEnv, publicOrigin } from '../testing/proxy-harness';
import { Client, signIn, startOAuthSandbox } from '../testing/session-client';

const url = sharedSettingUrl('live-rooms');

interface Answer {
  status: number;
  etag: string | undefined;
  json: {
    data?: SharedSettingAnswer;
    errors?: { code: string; detail: string }[];
    meta?: { problems?: { pointer: string; detail: string }[]; current?: SharedSettingAnswer };
  };
}

/** Reads and changes the settings through one instance, as the browser does. */
interface Caller {
  get(base: string, headers?: Record<string, string>, path?: string): Promise<Answer>;
  put(base: string, body: string, headers?: Record<string, string>): Promise<Answer>;
}

function callerWith(
  send: (base: string, path: string, init: RequestInit) => Promise<Response>,
): Caller {
  const answer = async (response: Response): Promise<Answer> => ({
    status: response.status,
    etag: response.headers.get('etag') ?? undefined,
    json: (await response.json()) as Answer['json'],
  });
  return {
    get: async (base, headers = {}, path = url) =>
      answer(await send(base, path, { headers: { ...apiHeaders, ...headers } })),
    put: async (base, body, headers = {}) =>
      answer(
        await send(base, url, {
          method: 'PUT',
          body,
          headers: { ...apiHeaders, 'Content-Type': 'application/json', ...headers },
        }),
      ),
  };
}

const targets = (rooms: Record<string, number>) =>
  JSON.stringify({
    value: {
      rooms: Object.fromEntries(
        Object.entries(rooms).map(([id, n]) => [id, { attendeesPerVolunteer: n }]),
      ),
    },
  });

/** The checks every store must pass; `second` is another instance on the same store, if any. */
function behavesAsSharedSettings(
  setup: () => { caller: Caller; first: string; second: string; userName: string },
  /** What the store itself holds now. */
  stored: () => Promise<unknown>,
) {
  it('answers the first value before any change, as version 0', async () => {
    const { caller, first } = setup();
    const answer = await caller.get(first);
    expect(answer.status).toBe(200);
    expect(answer.etag).toBe(versionTag(0));
    expect(answer.json.data).toEqual({
      group: 'live-rooms',
      version: 0,
      value: { rooms: {} },
      updatedAt: null,
      updatedBy: null,
    });
  });

  it('keeps a change with who made it and when, for every instance and in the store', async () => {
    const { caller, first, second, userName } = setup();
    const before = Date.now();
    const saved = await caller.put(first, targets({ 6: 4, 9: 6 }), { 'If-Match': versionTag(0) });
    expect(saved.status).toBe(200);
    expect(saved.etag).toBe(versionTag(1));
    expect(saved.json.data).toMatchObject({
      version: 1,
      value: { rooms: { 6: { attendeesPerVolunteer: 4 }, 9: { attendeesPerVolunteer: 6 } } },
      updatedBy: userName,
    });
    expect(Date.parse(saved.json.data?.updatedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);

    const read = await caller.get(second);
    expect(read.json.data).toEqual(saved.json.data);
    expect(await stored()).toMatchObject({ version: 1, value: saved.json.data?.value });
  });

  it('of two changes made from the same version, one is kept and the other is told so', async () => {
    const { caller, first, second } = setup();
    const { etag = '' } = await caller.get(first);
    const [a, b] = await Promise.all([
      caller.put(first, targets({ 6: 3 }), { 'If-Match': etag }),
      caller.put(second, targets({ 6: 5 }), { 'If-Match': etag }),
    ]);
    const statuses = [a.status, b.status].sort();
    expect(statuses).toEqual([200, 412]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(errorCode(lost.json)).toBe('version_conflict');
    expect(lost.json.errors?.[0]?.detail).toMatch(/nothing was saved/);
    // The loser is shown what is there now, with the ETag to change it from.
    expect(lost.json.meta?.current).toEqual(won.json.data);
    expect(lost.etag).toBe(won.etag);
    expect((await caller.get(first)).json.data).toEqual(won.json.data);
  });

  it('refuses a change that names no version, and keeps what is stored', async () => {
    const { caller, first } = setup();
    const before = await caller.get(first);
    const headerSets: Record<string, string>[] = [{}, { 'If-Match': '*' }, { 'If-Match': '"3"' }];
    for (const headers of headerSets) {
      const answer = await caller.put(first, targets({ 6: 2 }), headers);
      expect(answer.status).toBe(428);
      expect(errorCode(answer.json)).toBe('version_required');
    }
    expect((await caller.get(first)).json.data).toEqual(before.json.data);
  });

  it('refuses implausible and malformed values in words, field by field, and keeps what is stored', async () => {
    const { caller, first } = setup();
    const before = await caller.get(first);
    const ifMatch = { 'If-Match': before.etag ?? '' };
    const cases: [string, string][] = [
      [
        JSON.stringify({ value: { rooms: { 6: { attendeesPerVolunteer: 0 } } } }),
        '/value/rooms/6/attendeesPerVolunteer',
      ],
      [
        JSON.stringify({ value: { rooms: { 6: { attendeesPerVolunteer: 51 } } } }),
        '/value/rooms/6/attendeesPerVolunteer',
      ],
      [
        JSON.stringify({ value: { rooms: { 6: { attendeesPerVolunteer: 2.5 } } } }),
        '/value/rooms/6/attendeesPerVolunteer',
      ],
      [
        JSON.stringify({ value: { rooms: { 6: { attendeesPerVolunteer: '4' } } } }),
        '/value/rooms/6/attendeesPerVolunteer',
      ],
      [
        JSON.stringify({ value: { rooms: { 6: { attendeesPerVolunteer: 4, colour: 'red' } } } }),
        '/value/rooms/6/colour',
      ],
      [
        JSON.stringify({ value: { rooms: { 'room-6': { attendeesPerVolunteer: 4 } } } }),
        '/value/rooms/room-6',
      ],
      [JSON.stringify({ value: { rooms: [] } }), '/value/rooms'],
      [JSON.stringify({ value: { rooms: {}, letterhead: 'x' } }), '/value/letterhead'],
      [JSON.stringify({ value: null }), '/value'],
      [JSON.stringify({ rooms: {} }), ''],
      [JSON.stringify({ value: { rooms: {} }, version: 3 }), ''],
      [JSON.stringify([]), ''],
    ];
    for (const [body, pointer] of cases) {
      const answer = await caller.put(first, body, ifMatch);
      expect(answer.status, body).toBe(422);
      expect(errorCode(answer.json)).toBe('invalid_setting');
      expect(answer.json.errors?.[0]?.detail).not.toBe('');
      expect(
        answer.json.meta?.problems?.map((p) => p.pointer),
        body,
      ).toContain(pointer);
    }
    const tooMany = Object.fromEntries(
      Array.from({ length: 1001 }, (_, i) => [String(i + 1), { attendeesPerVolunteer: 5 }]),
    );
    const crowded = await caller.put(first, JSON.stringify({ value: { rooms: tooMany } }), ifMatch);
    expect(crowded.status).toBe(422);
    expect(crowded.json.errors?.[0]?.detail).toMatch(/At most 1000 rooms/);
    expect((await caller.get(first)).json.data).toEqual(before.json.data);
  });

  it('refuses a body that is too large, not JSON or unreadable, and a group that does not exist', async () => {
    const { caller, first } = setup();
    const ifMatch = { 'If-Match': versionTag(0) };
    const huge = await caller.put(first, JSON.stringify({ value: 'x'.repeat(70_000) }), ifMatch);
    expect(huge.status).toBe(413);
    const form = await caller.put(first, 'value=1', {
      ...ifMatch,
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    const broken = await caller.put(first, '{"value": {', ifMatch);
    expect(broken.status).toBe(400);
    const unknown = await caller.get(first, {}, '/api/settings/letterheads');
    expect(unknown.status).toBe(404);
    expect(errorCode(unknown.json)).toBe('unknown_setting');
  });

  it('keeps the CSRF guard of the API', async () => {
    const { caller, first } = setup();
    const answer = await caller.get(first, { 'X-CSRF': '' });
    expect(answer.status).toBe(403);
    expect(errorCode(answer.json)).toBe('csrf_header_missing');
    const crossSite = await caller.put(first, targets({ 6: 2 }), {
      'If-Match': versionTag(0),
      'Sec-Fetch-Site': 'cross-site',
    });
    expect(crossSite.status).toBe(403);
  });
}

describe('shared settings in the data folder (one instance, staff signed in)', () => {
  let sandbox: Awaited<ReturnType<typeof startOAuthSandbox>>;
  let instance: RunningInstance;
  let dir: string;
  const client = new Client();
  let userName = '';

  beforeAll(async () => {
    sandbox = await startOAuthSandbox();
    dir = mkdtempSync(path.join(tmpdir(), 'narthex-settings-'));
    const env: Env = {
      ...oauthInstanceEnv(sandbox.url),
      SESSION_DB: ':memory:',
      SETTINGS_DIR: path.join(dir, 'settings'),
    };
    instance = await startInstance(loadConfig(env));
    await signIn(client, instance.url, instance.url);
    const session = await client.session(instance.url);
    userName = String((session.body.user as { name?: unknown }).name);
  });
  afterAll(async () => {
    await instance.close();
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const file = () => path.join(dir, 'settings', 'live-rooms.json');
  const caller = callerWith((base, path, init) => client.fetch(base, path, init));

  behavesAsSharedSettings(
    () => ({ caller, first: instance.url, second: instance.url, userName }),
    () => Promise.resolve(JSON.parse(readFileSync(file(), 'utf8')) as unknown),
  );

  it('asks a visitor who is not signed in to sign in', async () => {
    const stranger = callerWith((base, path, init) => fetch(`${base}${path}`, init));
    const answer = await stranger.get(instance.url);
    expect(answer.status).toBe(401);
    expect(errorCode(answer.json)).toBe('not_signed_in');
  });

  it('leaves a damaged file as it is and says so, for reads and changes', async () => {
    const damaged = '{"version": 4, "value": {"rooms": ';
    writeFileSync(file(), damaged);
    const read = await caller.get(instance.url);
    expect(read.status).toBe(500);
    expect(errorCode(read.json)).toBe('setting_unreadable');
    expect(read.json.errors?.[0]?.detail).not.toContain(dir);
    const change = await caller.put(instance.url, targets({ 6: 2 }), { 'If-Match': versionTag(4) });
    expect(change.status).toBe(500);
    expect(readFileSync(file(), 'utf8')).toBe(damaged);
  });
});

describe('shared settings in Redis (two instances)', () => {
  let redis: RedisServer;
  let sandbox: Awaited<ReturnType<typeof startOAuthSandbox>>;
  let a: RunningInstance;
  let b: RunningInstance;
  const keyPrefix = 'settings-test:';

  beforeAll(async () => {
    redis = await startRedisServer();
    sandbox = await startOAuthSandbox();
    const env: Env = {
      API_BASE_URL: sandbox.url,
      API_DIALECT: 'spec',
      PAT_APP_ID: 'sandbox',
      PAT_SECRET: 'sandbox-secret',
      PUBLIC_ORIGIN: publicOrigin,
      ALLOWED_HOSTS: '127.0.0.1',
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: keyPrefix,
    };
    a = await startInstance(loadConfig(env));
    b = await startInstance(loadConfig(env));
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await sandbox.close();
    await redis.close();
  });

  const caller = callerWith((base, path, init) => fetch(`${base}${path}`, init));

  behavesAsSharedSettings(
    () => ({ caller, first: a.url, second: b.url, userName: patUserName }),
    // Under the deployment's key prefix, read through Redis itself.
    async () => {
      const direct = new Redis(redis.url);
      try {
        return JSON.parse(
          (await direct.get(`${keyPrefix}settings:live-rooms`)) ?? 'null',
        ) as unknown;
      } finally {
        direct.disconnect();
      }
    },
  );

  it('answers 503 while Redis is down, and works again when it is back', async () => {
    await redis.kill();
    const down = await caller.get(a.url);
    expect(down.status).toBe(503);
    expect(errorCode(down.json)).toBe('store_unavailable');
    await redis.restart();
    await expect.poll(async () => (await caller.get(a.url)).status, { timeout: 10_000 }).toBe(200);
  });
});
