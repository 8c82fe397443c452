import * as client from 'openid-client';
import { describe, expect, it } from 'vitest';
import { createOAuthClient, OAuthClientError, toOAuthClientError } from './oauth-client';

const base = {
  clientId: 'app',
  clientSecret: 'secret',
  redirectUri: 'https://proxy.example/auth/callback',
  scopes: ['check_ins', 'giving', 'people'],
};

describe('createOAuthClient', () => {
  it('builds the authorization URL with code, PKCE S256, state and the configured redirect', () => {
    const oauth = createOAuthClient({ ...base, apiBaseUrl: 'https://api.example.com' });
    const url = oauth.authorizationUrl({ state: 'st', codeChallenge: 'ch' });
    expect(url.origin + url.pathname).toBe('https://api.example.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'app',
      redirect_uri: 'https://proxy.example/auth/callback',
      response_type: 'code',
      scope: 'check_ins giving people',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('allows plain http for localhost only', () => {
    for (const apiBaseUrl of ['http://localhost:8081', 'http://127.0.0.1:9']) {
      expect(() => createOAuthClient({ ...base, apiBaseUrl })).not.toThrow();
    }
    for (const apiBaseUrl of ['http://api.example.com', 'ftp://localhost']) {
      expect(() => createOAuthClient({ ...base, apiBaseUrl })).toThrow(/https/);
    }
  });
});

describe('toOAuthClientError', () => {
  const bodyError = (status: number, error: string) =>
    new client.ResponseBodyError('x', {
      cause: { error, error_description: 'why' },
      response: new Response(null, { status }),
    });

  it('classifies errors', () => {
    expect(toOAuthClientError(bodyError(400, 'invalid_grant'), 'op').kind).toBe('invalid_grant');
    expect(toOAuthClientError(bodyError(401, 'invalid_client'), 'op').kind).toBe('rejected');
    expect(toOAuthClientError(bodyError(503, 'temporarily_unavailable'), 'op').kind).toBe(
      'unavailable',
    );
    expect(toOAuthClientError(new TypeError('fetch failed'), 'op').kind).toBe('unavailable');
    expect(toOAuthClientError(new DOMException('t', 'TimeoutError'), 'op').kind).toBe(
      'unavailable',
    );
    const own = new OAuthClientError('rejected', 'm');
    expect(toOAuthClientError(own, 'op')).toBe(own);
  });
});
