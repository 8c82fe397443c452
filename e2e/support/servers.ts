/**
 * The servers Playwright starts (playwright.config.ts). Each runs `src/server/main.ts` with its
 * embedded sandbox on the next port, so tests can check what reached the sandbox directly. Their
 * sandboxes stay still (SANDBOX_LIVE_SESSION=off: tests count what the seed holds), but for the
 * live one, where a session runs now as under `npm start`.
 */
const port = Number(process.env.E2E_PORT ?? 4173);

export const e2ePorts = {
  /** The ordinary server: a generous sandbox rate limit. */
  port,
  /** A server whose sandbox allows 6 requests per 4 s and whose proxy waits at most 0.2 s. */
  limitedPort: port + 2,
  /**
   * A server whose sandbox runs a session now, people checking in and out (e2e/live-rooms.spec.ts
   * only: its check-ins would move the others' lists). After the ports
   * e2e/server-restart.spec.ts starts its own server on (+6, +7).
   */
  livePort: port + 8,
} as const;

export const limitedOrigin = `http://localhost:${e2ePorts.limitedPort}`;

/** The embedded sandbox behind a server, reached without the proxy. */
export function sandboxOrigin(serverPort: number = e2ePorts.port): string {
  return `http://localhost:${serverPort + 1}`;
}

/** The sandbox's personal access token (README: "Sandbox credentials"). */
export const sandboxBasicAuth = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

/**
 * The environment of a server the e2e tests run (`npx tsx src/server/main.ts`): its port, its
 * embedded sandbox on the next one, and always the embedded sandbox, whatever the shell has set.
 */
export function serverEnv(serverPort: number, env: Record<string, string>): Record<string, string> {
  return {
    PORT: String(serverPort),
    SANDBOX_PORT: String(serverPort + 1),
    SANDBOX_DB: ':memory:',
    SESSION_DB: ':memory:',
    SETTINGS_DIR: ':memory:',
    PUBLIC_ORIGIN: `http://localhost:${serverPort}`,
    API_BASE_URL: '',
    OAUTH_CLIENT_ID: '',
    OAUTH_CLIENT_SECRET: '',
    OAUTH_REDIRECT_URI: '',
    PAT_APP_ID: '',
    PAT_SECRET: '',
    UPSTREAM_MAX_WAIT_SECONDS: '15',
    SANDBOX_LIVE_SESSION: 'off',
    ...env,
  };
}
