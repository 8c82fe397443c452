import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../context';
import type { SandboxConfig, SandboxContext } from '../context';
import { openDatabase } from '../database';
import { createSandbox } from '../server';
import { authenticateRequest } from './authenticate';
import { ensureCredentials } from './credentials';

const basic = (user: string, secret: string) =>
  `Basic ${Buffer.from(`${user}:${secret}`).toString('base64')}`;

let app: FastifyInstance;
let ctx: SandboxContext;

beforeAll(async () => {
  ({ app, ctx } = await createSandbox({
    file: ':memory:',
    config: { rateLimit: { limit: 10_000, periodSeconds: 60 } },
  }));
  await app.ready();
});

afterAll(async () => {
  await app.close();
  ctx.db.close();
});

interface ErrorBody {
  errors: { status?: string; code?: string; title?: string; detail?: string }[];
}

describe('personal access tokens over HTTP', () => {
  it.each(['/check_ins/v2', '/giving/v2', '/people/v2'])(
    'Basic sandbox:sandbox-secret reaches %s',
    async (url) => {
      const response = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: basic('sandbox', 'sandbox-secret') },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-svc-api-request-rate-limit']).toBeDefined();
    },
  );

  it.each([
    ['a wrong secret', basic('sandbox', 'wrong-secret'), 'CHINCHILLA'],
    ['an unknown application', basic('nobody', 'sandbox-secret'), 'CHINCHILLA'],
    ['Basic without a colon', `Basic ${Buffer.from('sandbox').toString('base64')}`, 'CHINCHILLA'],
    ['Basic that is not base64', 'Basic !!!not-base64!!!', 'CHINCHILLA'],
    ['Basic without credentials', 'Basic', 'CHINCHILLA'],
    ['an empty secret', basic('sandbox', ''), 'CHINCHILLA'],
    ['an unknown Bearer token', 'Bearer not-a-token', 'TRASH_PANDA'],
    ['another scheme', 'Digest abc', 'TRASH_PANDA'],
  ])('answers 401 for %s', async (_name, authorization, hint) => {
    const response = await app.inject({
      method: 'GET',
      url: '/people/v2',
      headers: { authorization },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/json');
    const body = response.json<ErrorBody>();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]).toMatchObject({
      status: '401',
      code: 'unauthorized',
      title: 'Unauthorized',
    });
    expect(body.errors[0]?.detail).toMatch(/^This request could not be authenticated\./);
    expect(body.errors[0]?.detail).toContain(`(${hint})`);
  });

  it('answers 401 without an Authorization header', async () => {
    const response = await app.inject({ method: 'GET', url: '/check_ins/v2' });
    expect(response.statusCode).toBe(401);
    expect(response.json<ErrorBody>().errors[0]).toMatchObject({ code: 'unauthorized' });
  });
});

describe('ensureCredentials', () => {
  const config = (overrides: Partial<SandboxConfig>): SandboxConfig => ({
    ...defaultConfig({}),
    ...overrides,
  });

  it('is idempotent and replaces changed accounts and tokens', () => {
    const db = openDatabase({ file: ':memory:' });
    const clock = { now: () => 0 };
    const first: SandboxContext = { db, clock, config: config({}) };
    ensureCredentials(first);
    const staff = () =>
      db.prepare('SELECT id, email, person_id, name, password_hash FROM sandbox_staff').all() as {
        id: number;
        email: string;
        person_id: number;
        name: string;
        password_hash: string;
      }[];
    const before = staff();
    expect(before).toHaveLength(1);
    expect(before[0]).toMatchObject({ email: 'admin@sandbox.test', person_id: 1 });
    // No people row: the name is the email.
    expect(before[0]?.name).toBe('admin@sandbox.test');
    expect(before[0]?.password_hash).not.toContain('sandbox');

    ensureCredentials(first);
    expect(staff()).toEqual(before);
    const pat = authenticateRequest(first, basic('sandbox', 'sandbox-secret'));
    expect(pat).toEqual({
      userKey: `staff:${before[0]?.id}`,
      personId: 1,
      scopes: ['check_ins', 'giving', 'people', 'services'],
      method: 'personal_access_token',
    });

    db.prepare(
      "INSERT INTO people__Person (id, first_name, last_name) VALUES (7, 'Ada', 'Lovelace')",
    ).run();
    const changed: SandboxContext = {
      db,
      clock,
      config: config({
        staff: [{ email: 'admin@sandbox.test', password: 'new-password', personId: 7 }],
        personalAccessTokens: [{ applicationId: 'sandbox', secret: 'rotated' }],
      }),
    };
    ensureCredentials(changed);
    const after = staff();
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ id: before[0]?.id, person_id: 7, name: 'Ada Lovelace' });
    expect(after[0]?.password_hash).not.toBe(before[0]?.password_hash);
    expect(() => authenticateRequest(changed, basic('sandbox', 'sandbox-secret'))).toThrow();
    expect(authenticateRequest(changed, basic('sandbox', 'rotated')).personId).toBe(7);
    db.close();
  });
});
