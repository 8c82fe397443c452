import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** The sandbox's staff account (see README: "Staff sign-in on the consent page"). */
export const SANDBOX_ADMIN = {
  email: process.env.SANDBOX_ADMIN_EMAIL ?? 'admin@sandbox.test',
  password: process.env.SANDBOX_ADMIN_PASSWORD ?? 'sandbox',
} as const;

/** The seeded church every session belongs to. */
export const SANDBOX_CHURCH = 'Grace Fellowship Church';

export const SIGN_IN_HEADING = 'Sign in to Narthex';

/** On the sandbox's sign-in and consent page: fills Email and Password and clicks Allow. */
export async function allowOnConsentPage(page: Page, account = SANDBOX_ADMIN): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Allow');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Allow', exact: true }).click();
}

/** From Narthex's sign-in page: Sign in, then the consent page, then back into Narthex. */
export async function signInFromSignInPage(page: Page, account = SANDBOX_ADMIN): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SIGN_IN_HEADING);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await allowOnConsentPage(page, account);
  await page.waitForURL(
    (url) => !url.pathname.startsWith('/sign-in') && !url.pathname.startsWith('/oauth/'),
  );
}

/** Opens `path` signed out, which leads to the sign-in page, and signs in from there. */
export async function signIn(page: Page, path = '/', account = SANDBOX_ADMIN): Promise<void> {
  await page.goto(path);
  await expect(page).toHaveURL(/\/sign-in(\?|$)/);
  await signInFromSignInPage(page, account);
}

export interface SessionAnswer {
  signedIn: boolean;
  user?: { id: string; name: string; email?: string };
  organization?: { id: string; name: string };
}

/** GET /auth/session with the cookies of the page's browser context. */
export async function currentSession(request: APIRequestContext): Promise<SessionAnswer> {
  const response = await request.get('/auth/session', { headers: { 'X-CSRF': '1' } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionAnswer;
}

/** The signed-in user's name, as the session reports it. */
export async function signedInUserName(request: APIRequestContext): Promise<string> {
  const session = await currentSession(request);
  expect(session.signedIn, 'the context has a session').toBe(true);
  return session.user?.name ?? '';
}

/**
 * Tests that start signed in. Each worker signs in once, in a context of its own, and every test
 * starts from a copy of that context's cookies and storage.
 */
export const signedInTest = base.extend<object, { signedInState: string }>({
  signedInState: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL });
      const page = await context.newPage();
      await signIn(page, '/');
      // The shell shows once the session check says signed in, which is when the browser notes
      // it had a session (the hint that lets the next page load start its requests at once).
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({
        timeout: 30_000,
      });
      const file = workerInfo.project.outputDir + `/.auth/worker-${workerInfo.parallelIndex}.json`;
      await context.storageState({ path: file });
      await context.close();
      await use(file);
    },
    { scope: 'worker' },
  ],
  // (`provide` is Playwright's `use`, renamed so the React hooks lint leaves it alone.)
  storageState: ({ signedInState }, provide) => provide(signedInState),
});
