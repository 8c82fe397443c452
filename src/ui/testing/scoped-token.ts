/**
 * An access token of the sandbox's for some scopes only ('check_ins'), got as the dashboard gets
 * one: the consent page allowed by the staff account, then the code exchanged.
 */
export async function scopedToken(url: string, scope: string): Promise<string> {
  const redirectUri = 'http://localhost:8080/auth/callback';
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual' as const,
  });
  const allowed = await fetch(
    `${url}/oauth/authorize`,
    form({
      client_id: 'narthex-dashboard',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope,
      state: 'state',
      decision: 'allow',
      email: 'admin@sandbox.test',
      password: 'sandbox',
    }),
  );
  const code = new URL(allowed.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const tokens = await fetch(
    `${url}/oauth/token`,
    form({
      grant_type: 'authorization_code',
      code,
      client_id: 'narthex-dashboard',
      client_secret: 'narthex-dashboard-secret',
      redirect_uri: redirectUri,
    }),
  );
  return ((await tokens.json()) as { access_token: string }).access_token;
}
