import { defineConfig } from '@playwright/test';

import { e2ePorts, serverEnv } from './e2e/support/servers';

const { port, limitedPort, livePort } = e2ePorts;
/** A server whose embedded sandbox speaks the real service's dialect (e2e/real-dialect.spec.ts). */
const realDialectPort = port + 4;
const realDialectSpec = /real-dialect\.spec\.ts$/;
/** The live rooms board's spec, against a sandbox with a session running now. */
const liveSpec = /live-rooms\.spec\.ts$/;

/** localhost, not 127.0.0.1: cookies and the OAuth redirect URI are per host name. */
function serverOn(serverPort: number, env: Record<string, string>) {
  const origin = `http://localhost:${serverPort}`;
  return {
    command: 'npx tsx src/server/main.ts',
    env: serverEnv(serverPort, env),
    url: `${origin}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Per port, so runs on different E2E_PORTs (helpers, a CI clone) do not wipe each other's output.
  outputDir: `test-results/port-${port}`,
  timeout: 30_000,
  // In CI a failed test runs once more, and the report names it flaky (decision D113); here it
  // fails at once, as it should while working on it.
  retries: process.env.CI ? 1 : 0,
  fullyParallel: true,
  workers: 2,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: [
    // The real server (npm start): it builds the SPA when needed and runs the embedded sandbox.
    serverOn(port, {
      API_DIALECT: 'spec',
      // Both workers sign in as the same staff account, which shares one rate budget.
      SANDBOX_RATE_LIMIT: '5000',
      SANDBOX_RATE_PERIOD: '60',
    }),
    // A second one whose sandbox allows few requests and whose proxy does not wait for budget,
    // so the browser really meets 429s (kiosk tests).
    serverOn(limitedPort, {
      API_DIALECT: 'spec',
      SANDBOX_RATE_LIMIT: '6',
      SANDBOX_RATE_PERIOD: '4',
      UPSTREAM_MAX_WAIT_SECONDS: '0.2',
    }),
    // A third whose sandbox speaks the real dialect (/check-ins/v2, X-PCO-API-Request-Rate-*
    // at its default 100 per 20 s, 422s with source.parameter, ETags); the browser still speaks
    // the spec's to /api and the proxy translates.
    serverOn(realDialectPort, { API_DIALECT: 'real' }),
    // A fourth whose sandbox runs a session now, people checking in and out as under npm start
    // (the board's pace at the spec's default limit is bench/live-board.ts's to measure; here
    // both workers sign in as one user and load its home page).
    serverOn(livePort, {
      API_DIALECT: 'spec',
      SANDBOX_LIVE_SESSION: 'on',
      SANDBOX_RATE_LIMIT: '5000',
      SANDBOX_RATE_PERIOD: '60',
    }),
  ],
  projects: [
    {
      name: 'real-dialect',
      testMatch: realDialectSpec,
      // Its own folder, so its signed-in state (.auth/) never meets the other project's.
      outputDir: `test-results/port-${port}-real-dialect`,
      use: { baseURL: `http://localhost:${realDialectPort}` },
      // Its tests share one account's 100 requests per 20 s (the browser's and the sandbox calls'
      // alike): one at a time, from the start, each has the whole budget while the other worker
      // runs the spec dialect's. Two at the end shared it, and met 429s (D196).
      workers: 1,
    },
    { name: 'spec-dialect', testIgnore: [realDialectSpec, liveSpec] },
    {
      name: 'live-session',
      testMatch: liveSpec,
      outputDir: `test-results/port-${port}-live-session`,
      use: { baseURL: `http://localhost:${livePort}` },
    },
  ],
});
