import { chromium, expect, test } from '@playwright/test';

import { e2ePorts } from './support/servers';
import { currentSession, signedInTest } from './support/sign-in';

/**
 * What a hostile site can do to a signed-in staff member's browser, in real Chromium: a page on a
 * name rebound to this machine (DNS rebinding) and a page on another site posting a form here.
 */
const origin = `http://localhost:${e2ePorts.port}`;
const reboundHost = 'rebind.attacker.test';

// Playwright reads fixtures from the first parameter's pattern; this test needs none.
// eslint-disable-next-line no-empty-pattern
test('a page on a rebound name gets the wrong-address page, and its API calls are refused', async ({}, testInfo) => {
  const launch = testInfo.project.use.launchOptions ?? {};
  // The attacker's name resolves to this machine, as after a DNS rebinding. Chromium's own
  // local-network checks are turned off: other browsers have none, and the server must hold alone.
  const browser = await chromium.launch({
    ...launch,
    args: [
      ...(launch.args ?? []),
      `--host-resolver-rules=MAP ${reboundHost} 127.0.0.1`,
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights,PrivateNetworkAccessRespectPreflightResults',
    ],
  });
  try {
    const page = await browser.newPage();
    const response = await page.goto(`http://${reboundHost}:${e2ePorts.port}/`);
    expect(response?.status()).toBe(421);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wrong address');
    await expect(page.getByRole('alert')).toHaveText(`This server answers only at ${origin}.`);
    await expect(page.getByRole('link', { name: `Open Narthex at ${origin}` })).toHaveAttribute(
      'href',
      `${origin}/`,
    );

    // The attacker's own page, served before the name was rebound (here: by the test), is
    // same-origin with the rebound name: it can send the CSRF header and read the answer.
    const attackPage = `http://${reboundHost}:${e2ePorts.port}/attack.html`;
    await page.route(attackPage, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Hello</title>' }),
    );
    await page.goto(attackPage);
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/people/v2/people', { headers: { 'X-CSRF': '1' } });
      return { status: res.status, body: await res.text() };
    });
    expect(answer.status).toBe(421);
    expect(answer.body).toContain('misdirected_request');
    expect(answer.body).not.toContain('"type":"Person"');
  } finally {
    await browser.close();
  }
});

signedInTest(
  'a form another site posts to sign-out leaves the session signed in',
  async ({ page }) => {
    expect((await currentSession(page.context().request)).signedIn).toBe(true);
    // A page of another site that submits a form to the sign-out endpoint as soon as it loads.
    await page.route('http://evil.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Free coffee</title>
<form method="post" action="${origin}/auth/logout"><button>Go</button></form>
<script>document.forms[0].submit()</script>`,
      }),
    );
    const refused = page.waitForResponse(`${origin}/auth/logout`);
    await page.goto('http://evil.test/');
    const answer = await refused;
    expect(answer.status()).toBe(403);
    expect((await currentSession(page.context().request)).signedIn).toBe(true);
  },
);
