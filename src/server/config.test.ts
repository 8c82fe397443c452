import path from 'node:path';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, describeConfig, loadConfig } from './config';
import type { Env, SessionSecretMakers } from './config';
import type { SecretFileAnswer } from './session-secret-file';
import { keptTestSecret, runTestSecret, testSecrets } from './testing/config-secrets';

const secret = 'a-session-secret-that-is-long-enough-0123456789';

const oauthEnv = {
  API_BASE_URL: 'https://api.example.org',
  OAUTH_CLIENT_ID: 'client-1',
  OAUTH_CLIENT_SECRET: 'client-secret-value',
  OAUTH_REDIRECT_URI: 'https://narthex.example.org/auth/callback',
  PUBLIC_ORIGIN: 'https://narthex.example.org',
  SESSION_SECRET: secret,
};

function problemsOf(env: Env, secrets = testSecrets): readonly string[] {
  try {
    loadConfig(env, secrets);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('defaults to the embedded sandbox with its dashboard app', () => {
    const config = loadConfig({}, testSecrets);
    expect(config).toMatchObject({
      mode: 'sandbox',
      host: '127.0.0.1',
      port: 8080,
      publicOrigin: 'http://localhost:8080',
      apiBaseUrl: 'http://localhost:8081',
      sandbox: { port: 8081, db: 'data/sandbox.db' },
      session: {
        db: 'data/sessions.db',
        secretSource: { kind: 'data-folder', file: 'data/session-secret', created: true },
        idleMinutes: 480,
        maxDays: 30,
      },
    });
    if (config.mode !== 'sandbox') throw new Error('sandbox mode expected');
    expect(config.oauth.clientId).toBe('narthex-dashboard');
    expect(config.oauth.clientSecret.reveal()).toBe('narthex-dashboard-secret');
    expect(config.oauth.redirectUri).toBe('http://localhost:8080/auth/callback');
    expect(config.oauth.authorizeOrigin).toBe('http://localhost:8081');
    expect(config.session.secret.reveal()).toBe(keptTestSecret);
    expect(config.notices.join(' ')).toMatch(
      /SESSION_SECRET is not set: a session secret was made and kept in data\/session-secret/,
    );
  });

  it('follows PORT, SANDBOX_PORT, PUBLIC_ORIGIN and the other settings', () => {
    const config = loadConfig(
      {
        PORT: '4173',
        SANDBOX_PORT: '4174',
        HOST: '0.0.0.0',
        PUBLIC_ORIGIN: 'https://dash.example.org/',
        SESSION_DB: ':memory:',
        SANDBOX_DB: ':memory:',
        SESSION_SECRET: secret,
        SESSION_IDLE_MINUTES: '30',
        SESSION_MAX_DAYS: '7',
        UPSTREAM_MAX_WAIT_SECONDS: '2.5',
      },
      testSecrets,
    );
    expect(config).toMatchObject({
      mode: 'sandbox',
      host: '0.0.0.0',
      port: 4173,
      publicOrigin: 'https://dash.example.org',
      apiBaseUrl: 'http://localhost:4174',
      upstreamMaxWaitSeconds: 2.5,
      sandbox: { port: 4174, db: ':memory:' },
      session: {
        db: ':memory:',
        secretSource: { kind: 'environment' },
        idleMinutes: 30,
        maxDays: 7,
      },
    });
    if (config.mode !== 'sandbox') throw new Error('sandbox mode expected');
    expect(config.oauth.redirectUri).toBe('https://dash.example.org/auth/callback');
    expect(config.session.secret.reveal()).toBe(secret);
  });

  it('reads the OAuth mode', () => {
    const config = loadConfig(oauthEnv);
    expect(config.mode).toBe('oauth');
    if (config.mode !== 'oauth') return;
    expect(config.apiBaseUrl).toBe('https://api.example.org');
    expect(config.oauth).toMatchObject({
      clientId: 'client-1',
      redirectUri: 'https://narthex.example.org/auth/callback',
      authorizeOrigin: 'https://api.example.org',
    });
    expect(config.oauth.clientSecret.reveal()).toBe('client-secret-value');
  });

  it('reads the personal access token mode (no session secret needed)', () => {
    const config = loadConfig(
      { API_BASE_URL: 'https://api.example.org/', PAT_APP_ID: 'app', PAT_SECRET: 'pat-secret' },
      testSecrets,
    );
    expect(config.mode).toBe('pat');
    if (config.mode !== 'pat') return;
    expect(config.apiBaseUrl).toBe('https://api.example.org');
    expect(config.pat.applicationId).toBe('app');
    expect(config.pat.secret.reveal()).toBe('pat-secret');
  });

  it('warns when a personal access token is served beyond loopback', () => {
    const config = loadConfig(
      {
        API_BASE_URL: 'https://api.example.org',
        PAT_APP_ID: 'a',
        PAT_SECRET: 'b',
        HOST: '0.0.0.0',
      },
      testSecrets,
    );
    expect(config.notices.join(' ')).toMatch(/everyone who can reach this server/);
  });

  it('treats blank variables as unset', () => {
    expect(
      loadConfig({ API_BASE_URL: '', OAUTH_CLIENT_ID: '  ', PAT_SECRET: '' }, testSecrets).mode,
    ).toBe('sandbox');
  });

  it('never prints a secret', () => {
    const config = loadConfig(oauthEnv);
    const printed = [
      JSON.stringify(config),
      inspect(config, { depth: 10 }),
      String(config.session.secret),
      `${config.mode === 'oauth' ? config.oauth.clientSecret : ''}`,
      describeConfig(config).join('\n'),
    ].join('\n');
    expect(printed).not.toContain(secret);
    expect(printed).not.toContain('client-secret-value');
    expect(printed).toContain('[secret]');
    const pat = loadConfig({
      API_BASE_URL: 'https://api.example.org',
      PAT_APP_ID: 'a',
      PAT_SECRET: 'pat-secret',
    });
    expect(
      [JSON.stringify(pat), inspect(pat, { depth: 10 }), describeConfig(pat).join('\n')].join('\n'),
    ).not.toContain('pat-secret');
  });

  describe('problems', () => {
    it('lists every problem at once', () => {
      const problems = problemsOf({
        PORT: 'eighty',
        API_BASE_URL: 'ftp://api.example.org',
        OAUTH_CLIENT_ID: 'x',
        SESSION_SECRET: 'short',
        UPSTREAM_MAX_WAIT_SECONDS: '-1',
      });
      expect(problems.length).toBeGreaterThanOrEqual(5);
      const text = problems.join('\n');
      expect(text).toMatch(/PORT must be .*"eighty"/);
      expect(text).toMatch(/API_BASE_URL must start with http:\/\/ or https:\/\//);
      expect(text).toMatch(
        /OAuth is half configured: OAUTH_CLIENT_ID is set but OAUTH_CLIENT_SECRET, OAUTH_REDIRECT_URI are not/,
      );
      expect(text).toMatch(/SESSION_SECRET must be at least 32 bytes; it has 5/);
      expect(text).toMatch(/UPSTREAM_MAX_WAIT_SECONDS/);
    });

    it('refuses API_BASE_URL without a way to sign in', () => {
      expect(problemsOf({ API_BASE_URL: 'https://api.example.org' }).join()).toMatch(
        /API_BASE_URL is set but no way to sign in to it is/,
      );
    });

    it('refuses OAuth or PAT settings without API_BASE_URL', () => {
      const problems = problemsOf({ OAUTH_CLIENT_ID: 'x', PAT_SECRET: 'y' });
      expect(problems).toHaveLength(2);
      expect(problems[0]).toMatch(/OAUTH_CLIENT_ID is set but API_BASE_URL is not/);
      expect(problems[1]).toMatch(/PAT_SECRET is set but API_BASE_URL is not/);
    });

    it('refuses OAuth and PAT together', () => {
      expect(problemsOf({ ...oauthEnv, PAT_APP_ID: 'a', PAT_SECRET: 'b' }).join()).toMatch(
        /Both OAuth settings .* and personal access token settings .* are set/,
      );
    });

    it('refuses a half-set personal access token', () => {
      expect(
        problemsOf({ API_BASE_URL: 'https://api.example.org', PAT_APP_ID: 'a' }).join(),
      ).toMatch(/PAT_APP_ID is set but PAT_SECRET is not/);
    });

    it('requires SESSION_SECRET with OAuth', () => {
      expect(problemsOf({ ...oauthEnv, SESSION_SECRET: undefined }).join()).toMatch(
        /SESSION_SECRET is required with OAuth/,
      );
    });

    it('counts the secret in bytes', () => {
      expect(problemsOf({ SESSION_SECRET: 'é'.repeat(16) })).toEqual([]);
      expect(problemsOf({ SESSION_SECRET: 'x'.repeat(31) }).join()).toMatch(
        /at least 32 bytes; it has 31/,
      );
    });

    it('checks the redirect URI', () => {
      expect(
        problemsOf({
          ...oauthEnv,
          OAUTH_REDIRECT_URI: 'https://narthex.example.org/callback',
        }).join(),
      ).toMatch(/OAUTH_REDIRECT_URI must end in \/auth\/callback/);
      expect(
        problemsOf({
          ...oauthEnv,
          OAUTH_REDIRECT_URI: 'https://elsewhere.example.org/auth/callback',
        }).join(),
      ).toMatch(/is not on PUBLIC_ORIGIN .* Set PUBLIC_ORIGIN=https:\/\/elsewhere.example.org/);
      expect(problemsOf({ ...oauthEnv, OAUTH_REDIRECT_URI: 'not a url' }).join()).toMatch(
        /OAUTH_REDIRECT_URI must be an http:\/\/ or https:\/\/ URL/,
      );
    });

    it('checks URLs and numbers', () => {
      const text = problemsOf({
        PUBLIC_ORIGIN: 'https://dash.example.org/app',
        API_BASE_URL: 'https://user:pw@api.example.org?x=1',
        PAT_APP_ID: 'a',
        PAT_SECRET: 'b',
        PORT: '70000',
        SESSION_IDLE_MINUTES: '0',
        SESSION_MAX_DAYS: '1.5',
      }).join('\n');
      expect(text).toMatch(/PUBLIC_ORIGIN must be an origin only/);
      expect(text).toMatch(/API_BASE_URL must not carry a user name or password/);
      expect(text).toMatch(/PORT must be .* from 1 to 65535; it is "70000"/);
      expect(text).toMatch(/SESSION_IDLE_MINUTES must be/);
      expect(text).toMatch(/SESSION_MAX_DAYS must be/);
      expect(problemsOf({ SANDBOX_PORT: '8080' }).join()).toMatch(
        /SANDBOX_PORT and PORT are both 8080/,
      );
      expect(problemsOf({ SESSION_IDLE_MINUTES: '50000', SESSION_MAX_DAYS: '1' }).join()).toMatch(
        /longer than SESSION_MAX_DAYS/,
      );
    });

    it('formats the list in plain words', () => {
      const error = new ConfigError(['first thing', 'second thing']);
      expect(error.message).toBe(
        'The configuration has 2 problems:\n  - first thing\n  - second thing',
      );
    });
  });
});

describe('the upstream dialect (API_DIALECT, API_VERSION)', () => {
  const patEnv = { API_BASE_URL: 'https://api.example.org', PAT_APP_ID: 'a', PAT_SECRET: 'b' };

  function configError(env: Env): ConfigError {
    try {
      loadConfig(env, testSecrets);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
    throw new Error('expected a ConfigError');
  }

  it("defaults to the spec's dialect for the embedded sandbox and the real one with API_BASE_URL", () => {
    expect(loadConfig({}, testSecrets).dialect.name).toBe('spec');
    expect(loadConfig(patEnv, testSecrets).dialect.name).toBe('real');
    expect(loadConfig(oauthEnv).dialect.name).toBe('real');
  });

  it('follows an explicit API_DIALECT either way', () => {
    const realSandbox = loadConfig({ API_DIALECT: 'real' }, testSecrets);
    expect(realSandbox.mode).toBe('sandbox');
    expect(realSandbox.dialect.name).toBe('real');
    expect(realSandbox.dialect.appBasePaths.check_ins).toBe('/check-ins/v2');
    const specUpstream = loadConfig({ ...patEnv, API_DIALECT: 'spec' }, testSecrets);
    expect(specUpstream.mode).toBe('pat');
    expect(specUpstream.dialect.name).toBe('spec');
    expect(specUpstream.dialect.appBasePaths.check_ins).toBe('/check_ins/v2');
    // Blank is unset, and the value is trimmed.
    expect(loadConfig({ ...patEnv, API_DIALECT: '  ' }, testSecrets).dialect.name).toBe('real');
    expect(loadConfig({ API_DIALECT: ' real ' }, testSecrets).dialect.name).toBe('real');
  });

  it('refuses an unknown dialect name, naming the choices, along with the other problems', () => {
    const error = configError({ API_DIALECT: 'pco', PORT: 'x' });
    expect(error.problems).toHaveLength(2);
    const problem = error.problems.find((p) => p.startsWith('API_DIALECT'));
    expect(problem).toMatch(/^API_DIALECT must be spec or real \(got 'pco'\)\./);
    expect(error.message).toContain("API_DIALECT must be spec or real (got 'pco')");
  });

  it('takes an API_VERSION on or after 2018-08-01 in the real dialect', () => {
    const config = loadConfig({ ...patEnv, API_VERSION: '2019-07-17' }, testSecrets);
    expect(config.apiVersion).toBe('2019-07-17');
    expect(config.notices.join()).not.toMatch(/API_VERSION/);
    expect(loadConfig({ ...patEnv, API_VERSION: '2018-08-01' }, testSecrets).apiVersion).toBe(
      '2018-08-01',
    );
    expect(loadConfig(patEnv, testSecrets).apiVersion).toBeUndefined();
  });

  it('refuses an API_VERSION that is not a date, or is before the earliest', () => {
    for (const version of ['2019-02-30', '2019-7-17', 'latest', '20190717', '2018-07-31']) {
      const problems = configError({ ...patEnv, API_VERSION: version }).problems;
      expect(problems, version).toEqual([
        `API_VERSION must be a date YYYY-MM-DD on or after 2018-08-01 (got '${version}').`,
      ]);
    }
  });

  it("ignores API_VERSION in the spec's dialect, with a notice (even one that is not a date)", () => {
    for (const env of [
      { API_VERSION: '2019-07-17' },
      { ...patEnv, API_DIALECT: 'spec', API_VERSION: 'not-a-date' },
    ]) {
      const config = loadConfig(env, testSecrets);
      expect(config.dialect.name).toBe('spec');
      expect(config.apiVersion).toBeUndefined();
      expect(config.notices).toContain(
        'API_VERSION is ignored: the spec dialect has no API versions.',
      );
    }
  });

  it("defaults the sandbox's rate period to the dialect's: 60 s in the spec's, 20 s in the real one", () => {
    const period = (env: Env) => {
      const config = loadConfig(env, testSecrets);
      if (config.mode !== 'sandbox') throw new Error('sandbox mode expected');
      return config.sandbox.rateLimit;
    };
    expect(period({})).toEqual({ limit: 100, periodSeconds: 60 });
    expect(period({ API_DIALECT: 'real' })).toEqual({ limit: 100, periodSeconds: 20 });
    expect(period({ API_DIALECT: 'real', SANDBOX_RATE_PERIOD: '45' }).periodSeconds).toBe(45);
    expect(period({ API_DIALECT: 'spec', SANDBOX_RATE_PERIOD: '5' }).periodSeconds).toBe(5);
  });

  it('describes the dialect in one line, with the version when one is asked', () => {
    const spec = describeConfig(loadConfig({}, testSecrets));
    expect(spec).toContain(
      'dialect: spec (check-ins at /check_ins/v2, rate headers X-SVC-API-Request-Rate-*)',
    );
    const realSandbox = describeConfig(loadConfig({ API_DIALECT: 'real' }, testSecrets));
    expect(realSandbox).toContain(
      'dialect: real (check-ins at /check-ins/v2, rate headers X-PCO-API-Request-Rate-*)',
    );
    expect(realSandbox.join('\n')).toMatch(/rate limit 100 per 20 s/);
    const versioned = describeConfig(
      loadConfig({ ...patEnv, API_VERSION: '2019-07-17' }, testSecrets),
    );
    expect(versioned).toContain(
      'dialect: real (check-ins at /check-ins/v2, rate headers X-PCO-API-Request-Rate-*), version 2019-07-17',
    );
  });
});

describe('UPLOAD_BASE_URL', () => {
  it("is the API's base unless set, and a clean http(s) URL when set", () => {
    expect(loadConfig(oauthEnv, testSecrets).uploadBaseUrl).toBe('https://api.example.org');
    const config = loadConfig(
      { ...oauthEnv, UPLOAD_BASE_URL: 'https://upload.example.org/' },
      testSecrets,
    );
    expect(config.uploadBaseUrl).toBe('https://upload.example.org');
    expect(describeConfig(config).join('\n')).toContain('uploads to https://upload.example.org');
    expect(problemsOf({ ...oauthEnv, UPLOAD_BASE_URL: 'ftp://upload.example.org' }).join()).toMatch(
      /UPLOAD_BASE_URL must start with http:\/\/ or https:\/\//,
    );
  });

  it('is ignored, with a notice, by the embedded sandbox', () => {
    const config = loadConfig({ UPLOAD_BASE_URL: 'https://upload.example.org' }, testSecrets);
    expect(config.uploadBaseUrl).toBe(config.apiBaseUrl);
    expect(config.notices).toContain('UPLOAD_BASE_URL is ignored: API_BASE_URL is not set.');
  });
});

describe('UPSTREAM_MAX_WAIT_SECONDS', () => {
  it('is unset by default (the bound follows the service period), and read when set', () => {
    expect(loadConfig({ ...oauthEnv }, testSecrets).upstreamMaxWaitSeconds).toBeUndefined();
    expect(
      loadConfig({ ...oauthEnv, API_DIALECT: 'spec' }, testSecrets).upstreamMaxWaitSeconds,
    ).toBeUndefined();
    expect(
      loadConfig({ ...oauthEnv, UPSTREAM_MAX_WAIT_SECONDS: '40' }, testSecrets)
        .upstreamMaxWaitSeconds,
    ).toBe(40);
  });
});

describe('the session secret without SESSION_SECRET', () => {
  /** The files loadConfig asked to keep a secret in, and what each answered. */
  function recording(answer: SecretFileAnswer) {
    const asked: string[] = [];
    const secrets: SessionSecretMakers = {
      forThisRun: () => runTestSecret,
      keptIn: (file) => {
        asked.push(file);
        return answer;
      },
    };
    return { asked, secrets };
  }
  const kept: SecretFileAnswer = { ok: true, secret: keptTestSecret, created: false };

  it('is kept in the folder of the session database in sandbox mode', () => {
    const { asked, secrets } = recording(kept);
    const config = loadConfig({ SESSION_DB: '/srv/narthex/sessions.db' }, secrets);
    expect(asked).toEqual([path.join('/srv/narthex', 'session-secret')]);
    expect(config.session.secret.reveal()).toBe(keptTestSecret);
    expect(config.session.secretSource).toEqual({
      kind: 'data-folder',
      file: path.join('/srv/narthex', 'session-secret'),
      created: false,
    });
    // Only a new file is worth a note; the banner with --verbose always says where it is.
    expect(config.notices).toEqual([]);
    expect(describeConfig(config)).toContain(
      `session secret: kept in ${path.join('/srv/narthex', 'session-secret')}`,
    );
    expect(describeConfig(config).join('\n')).not.toContain(keptTestSecret);
  });

  it('stops the start with the file’s problem, in words', () => {
    const problem = 'data/session-secret is damaged: …';
    const { secrets } = recording({ ok: false, problem });
    expect(problemsOf({}, secrets)).toEqual([problem]);
  });

  it('is not looked for while other settings are wrong, so a failed start leaves no file', () => {
    const { asked, secrets } = recording(kept);
    expect(problemsOf({ PORT: 'eighty' }, secrets).join()).toMatch(/PORT must be/);
    expect(asked).toEqual([]);
  });

  it('is made for the run with sessions in memory, which end with the process anyway', () => {
    const { asked, secrets } = recording(kept);
    const config = loadConfig({ SESSION_DB: ':memory:' }, secrets);
    expect(asked).toEqual([]);
    expect(config.session.secret.reveal()).toBe(runTestSecret);
    expect(config.session.secretSource).toEqual({ kind: 'this-run' });
    expect(config.notices).toContain(
      'SESSION_DB is :memory:, so sessions end when the process stops.',
    );
  });

  it('never comes from the data folder with OAuth or REDIS_URL, which still need SESSION_SECRET', () => {
    const { asked, secrets } = recording(kept);
    expect(problemsOf({ ...oauthEnv, SESSION_SECRET: undefined }, secrets).join()).toMatch(
      /SESSION_SECRET is required with OAuth/,
    );
    expect(problemsOf({ REDIS_URL: 'redis://127.0.0.1:6379/0' }, secrets).join()).toMatch(
      /SESSION_SECRET is required with REDIS_URL/,
    );
    expect(asked).toEqual([]);
  });

  it('is neither kept nor needed with a personal access token', () => {
    const { asked, secrets } = recording(kept);
    const config = loadConfig(
      { API_BASE_URL: 'https://api.example.org', PAT_APP_ID: 'a', PAT_SECRET: 'b' },
      secrets,
    );
    expect(asked).toEqual([]);
    expect(config.session.secretSource).toEqual({ kind: 'this-run' });
  });
});

describe('the settings of the live board and its sandbox (SETTINGS_DIR, SANDBOX_LIVE_SESSION)', () => {
  it('keeps shared settings in data/settings unless told, and in Redis with REDIS_URL', () => {
    expect(loadConfig({}, testSecrets).settingsDir).toBe('data/settings');
    expect(loadConfig({ SETTINGS_DIR: '/srv/narthex/settings' }, testSecrets).settingsDir).toBe(
      '/srv/narthex/settings',
    );
    const withRedis = loadConfig(
      {
        REDIS_URL: 'redis://127.0.0.1:6379/0',
        SESSION_SECRET: secret,
        SETTINGS_DIR: '/srv/narthex/settings',
      },
      testSecrets,
    );
    expect(withRedis.notices).toContain(
      'SETTINGS_DIR is ignored: with REDIS_URL, shared settings are kept in Redis.',
    );
    expect(describeConfig(loadConfig({}, testSecrets))).toContain('shared settings: data/settings');
  });

  it('runs a live session in the embedded sandbox unless SANDBOX_LIVE_SESSION is off', () => {
    const on = loadConfig({}, testSecrets);
    const off = loadConfig({ SANDBOX_LIVE_SESSION: 'off' }, testSecrets);
    expect(on.mode === 'sandbox' && on.sandbox.liveSession).toBe(true);
    expect(off.mode === 'sandbox' && off.sandbox.liveSession).toBe(false);
    expect(problemsOf({ SANDBOX_LIVE_SESSION: 'yes' })).toEqual([
      'SANDBOX_LIVE_SESSION must be on (a session running now, with people checking in and out) or off (the seeded data stays still); it is "yes".',
    ]);
  });
});
