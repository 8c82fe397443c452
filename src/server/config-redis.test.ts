import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config';
import type { Env } from './config';
import { testSecrets } from './testing/config-secrets';

const secret = 'a-session-secret-that-is-long-enough-0123456789';

const oauthEnv = {
  API_BASE_URL: 'https://api.example.org',
  OAUTH_CLIENT_ID: 'client-1',
  OAUTH_CLIENT_SECRET: 'client-secret-value',
  OAUTH_REDIRECT_URI: 'https://narthex.example.org/auth/callback',
  PUBLIC_ORIGIN: 'https://narthex.example.org',
  SESSION_SECRET: secret,
};

function problemsOf(env: Env): readonly string[] {
  try {
    loadConfig(env, testSecrets);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('REDIS_URL and REDIS_KEY_PREFIX', () => {
  it('without REDIS_URL nothing is shared (sessions in SQLite)', () => {
    const config = loadConfig({}, testSecrets);
    expect(config.redis).toBeUndefined();
    expect(config.session.db).toBe('data/sessions.db');
  });

  it('reads a Redis URL, keeps its password secret and shows it without credentials', () => {
    const config = loadConfig(
      { ...oauthEnv, REDIS_URL: 'redis://:p4ssw0rd@redis.internal:6380/2' },
      testSecrets,
    );
    expect(config.redis?.url.reveal()).toBe('redis://:p4ssw0rd@redis.internal:6380/2');
    expect(config.redis?.display).toBe('redis://redis.internal:6380/2');
    expect(config.redis?.keyPrefix).toBe('narthex:');
    const shown = `${describeConfig(config).join('\n')} ${inspect(config)} ${JSON.stringify(config)}`;
    expect(shown).not.toContain('p4ssw0rd');
    expect(describeConfig(config).join('\n')).toContain('sessions: in Redis');
  });

  it.each([
    ['not a url', /cannot be read as a URL/],
    ['http://127.0.0.1:6379', /must start with redis:\/\/ or rediss:\/\//],
    ['redis://127.0.0.1:6379/cache', /database number as its only path/],
    ['redis://127.0.0.1:6379/0?family=6', /must not have a query string/],
    ['redis://127.0.0.1:99999', /cannot be read as a URL/],
  ])('refuses REDIS_URL=%s with a clear problem', (url, message) => {
    const problems = problemsOf({ ...oauthEnv, REDIS_URL: url });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
    expect(problems[0]).toMatch(/^REDIS_URL/);
  });

  it('accepts rediss:// and a bare host', () => {
    expect(problemsOf({ ...oauthEnv, REDIS_URL: 'rediss://cache.example.org' })).toEqual([]);
    expect(problemsOf({ ...oauthEnv, REDIS_URL: 'redis://localhost' })).toEqual([]);
  });

  it('needs SESSION_SECRET with sessions in Redis (every instance must share it), not with a PAT', () => {
    const problems = problemsOf({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/SESSION_SECRET is required with REDIS_URL/);
    expect(
      problemsOf({
        API_BASE_URL: 'https://api.example.org',
        PAT_APP_ID: 'app',
        PAT_SECRET: 'pat-secret',
        REDIS_URL: 'redis://127.0.0.1:6379',
      }),
    ).toEqual([]);
  });

  it('checks the key prefix and notes settings that no longer apply', () => {
    expect(
      problemsOf({ ...oauthEnv, REDIS_URL: 'redis://127.0.0.1', REDIS_KEY_PREFIX: 'a b' })[0],
    ).toMatch(/REDIS_KEY_PREFIX may hold only/);
    const withRedis = loadConfig(
      { ...oauthEnv, REDIS_URL: 'redis://127.0.0.1', SESSION_DB: 'x.db', REDIS_KEY_PREFIX: 'c1:' },
      testSecrets,
    );
    expect(withRedis.redis?.keyPrefix).toBe('c1:');
    expect(withRedis.notices).toContain(
      'SESSION_DB is ignored: with REDIS_URL, sessions are kept in Redis.',
    );
    expect(loadConfig({ REDIS_KEY_PREFIX: 'c1:' }, testSecrets).notices).toContain(
      'REDIS_KEY_PREFIX is ignored: REDIS_URL is not set.',
    );
  });
});
