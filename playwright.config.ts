import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
/** localhost, not 127.0.0.1: cookies and the OAuth redirect URI are per host name. */
const origin = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  timeout: 30_000,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: origin,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    // The real server (npm start): it builds the SPA when needed and runs the embedded sandbox.
    command: 'npx tsx src/server/main.ts',
    env: {
      PORT: String(port),
      SANDBOX_PORT: String(port + 1),
      SANDBOX_DB: ':memory:',
      SESSION_DB: ':memory:',
      PUBLIC_ORIGIN: origin,
      // Always the embedded sandbox, whatever the shell has set.
      API_BASE_URL: '',
      OAUTH_CLIENT_ID: '',
      OAUTH_CLIENT_SECRET: '',
      OAUTH_REDIRECT_URI: '',
      PAT_APP_ID: '',
      PAT_SECRET: '',
    },
    url: `${origin}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
