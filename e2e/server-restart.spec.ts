import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';

import { expect, test } from '@playwright/test';

import { e2ePorts, serverEnv } from './support/servers';
import { signIn } from './support/sign-in';

// The case: the server itself stops and starts again under an open page. This test runs
// its own server (the shared ones must stay up for the other worker), on the ports after the
// three Playwright starts, with its sessions and data in files so both survive the restart.

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

test('the server stopped and started again under an open page: a banner, then back by itself', async ({
  page,
}, testInfo) => {
  // Sessions and data in files, and a fixed secret, so both outlive the restart.
  const env = serverEnv(port, {
    SANDBOX_DB: testInfo.outputPath('sandbox.db'),
    SESSION_DB: testInfo.outputPath('sessions.db'),
    SESSION_SECRET: randomBytes(32).toString('base64url'),
    API_DIALECT: 'spec',
  });
  let server = startServer(env);
  try {
    await expect.poll(answering, { timeout: 180_000, intervals: [500] }).toBe(true);
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
    await expect.poll(answering, { timeout: 180_000, intervals: [500] }).toBe(true);
    // Nobody reloads: the banner's own retries reach the server, and the search answers.
    await expect(banner).toBeHidden({ timeout: 60_000 });
    await expect(page).toHaveURL(/\/people\?.*Smith/);
    await expect(page.getByRole('table', { name: 'People' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('People');
  } finally {
    await stopServer(server);
  }
});
