import { spawn, type ChildProcess } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { e2ePorts, serverEnv } from './support/servers';
import { currentSession, signIn } from './support/sign-in';

// The case: the server itself stops and starts again under an open page. This test runs
// its own server (the shared ones must stay up for the other worker), on the ports after the
// three Playwright starts, with its sessions and data in a data folder of its own and no
// SESSION_SECRET, as `npm start` runs out of the box: the secret it keeps there outlives the
// restart, and so does the session.

const port = e2ePorts.port + 6;
const origin = `http://localhost:${port}`;

test.use({ baseURL: origin, serviceWorkers: 'block' });
test.describe.configure({ timeout: 300_000 });

function startServer(env: Record<string, string>): ChildProcess {
  return spawn('npx', ['tsx', 'src/server/main.ts'], {
    env: { ...process.env, ...env },
    stdio: 'ignore',
    // Its own process group, so stopping it stops tsx and node beneath npx.
    detached: true,
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.pid === undefined || server.exitCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  process.kill(-server.pid, 'SIGTERM');
  await exited;
}

async function answering(): Promise<boolean> {
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false;
  }
}

test('the server stopped and started again under an open page: a banner, then back by itself, still signed in', async ({
  page,
}, testInfo) => {
  const dataFolder = testInfo.outputPath('data');
  const env = serverEnv(port, {
    SANDBOX_DB: path.join(dataFolder, 'sandbox.db'),
    SESSION_DB: path.join(dataFolder, 'sessions.db'),
    // Blank is unset, whatever the shell running the tests has.
    SESSION_SECRET: '',
    API_DIALECT: 'spec',
  });
  let server = startServer(env);
  try {
    await expect.poll(answering, { timeout: 180_000, intervals: [500] }).toBe(true);
    // Kept beside the sessions, readable by the owner only.
    expect((statSync(path.join(dataFolder, 'session-secret')).mode & 0o777).toString(8)).toBe(
      '600',
    );
    await signIn(page, '/people');
    await expect(page.getByRole('table', { name: 'People' })).toBeVisible({ timeout: 30_000 });
    const banner = page.getByRole('alert').filter({ hasText: 'Can’t reach the server' });
    await expect(banner).toBeHidden();

    await stopServer(server);
    expect(await answering()).toBe(false);
    await page.getByLabel('Search by name').fill('Smith');
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(banner).toContainText(/Last reached at \d{1,2}:\d{2}/);

    server = startServer(env);
    await expect.poll(answering, { timeout: 180_000, intervals: [100] }).toBe(true);
    const answeredAt = Date.now();
    // Nobody reloads: the banner's own probe reaches the server within 2 s of it answering.
    await banner.waitFor({ state: 'hidden', timeout: 30_000 });
    expect(
      Date.now() - answeredAt,
      'ms from the server answering to the banner going',
    ).toBeLessThanOrEqual(2_000);
    await expect(page).toHaveURL(/\/people\?.*Smith/);
    await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');

    // Still signed in on the new process: the session, and an API call the page makes now.
    expect((await currentSession(page.request)).signedIn).toBe(true);
    const search = page.waitForResponse(
      (response) =>
        response.url().startsWith(`${origin}/api/`) &&
        decodeURIComponent(response.url()).includes('[search_name]=Jones'),
    );
    await page.getByLabel('Search by name').fill('Jones');
    expect((await search).status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'Sign in to Narthex' })).toHaveCount(0);
  } finally {
    await stopServer(server);
  }
});
