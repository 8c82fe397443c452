import {
  expect,
  type Fixtures,
  type PlaywrightTestArgs,
  type PlaywrightTestOptions,
  type Request,
} from '@playwright/test';

import { signedInTest } from './sign-in';

export interface PageProblemsFixtures {
  /**
   * Console errors a test provokes on purpose (the browser logs every 4xx answer); a test pushes
   * their patterns before it provokes them. Any other console error or uncaught error fails it.
   */
  expectedConsoleErrors: RegExp[];
}

/** Chromium's console line for an answer with this status. */
export function failedLoad(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);
}

/**
 * The auto fixture that fails a test whose page logged a console error it did not expect or
 * threw an uncaught error. With `ownOriginOnly`, only problems of the app's own pages count (a
 * signed-out test also visits the sandbox's consent page, which is not ours to judge).
 */
export function pageProblemsFixtures({ ownOriginOnly = false } = {}): Fixtures<
  PageProblemsFixtures,
  object,
  PlaywrightTestArgs & PlaywrightTestOptions
> {
  return {
    expectedConsoleErrors: [
      async ({ page, baseURL }, use, testInfo) => {
        const judged = (url: string) =>
          !ownOriginOnly || (baseURL !== undefined && url.startsWith(baseURL));
        const expected: RegExp[] = [];
        const problems: string[] = [];
        page.on('console', (message) => {
          if (
            message.type() === 'error' &&
            judged(message.location().url || page.url()) &&
            !expected.some((pattern) => pattern.test(message.text()))
          ) {
            problems.push(`console error: ${message.text()}`);
          }
        });
        page.on('pageerror', (error) => {
          if (judged(page.url())) problems.push(`page error: ${error.message}`);
        });
        // The console does not say which resource failed; the answers do.
        const failed: string[] = [];
        page.on('response', (response) => {
          if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
        });
        // What had not come back when a test failed: a page waiting for code or data shows here.
        const started = Date.now();
        const pending = new Map<Request, number>();
        page.on('request', (request) => pending.set(request, Date.now() - started));
        const settled = (request: Request) => pending.delete(request);
        page.on('requestfinished', settled);
        page.on('requestfailed', settled);
        await use(expected);
        if (testInfo.status !== testInfo.expectedStatus && pending.size > 0) {
          const lines = [...pending].map(
            ([request, at]) => `  ${request.method()} ${request.url()} (sent at ${at} ms)`,
          );
          console.log(`Requests still open when the test failed:\n${lines.join('\n')}`);
        }
        expect(
          problems,
          `console errors or page errors during the test (failed answers: ${failed.join(', ') || 'none'})`,
        ).toEqual([]);
      },
      { auto: true },
    ],
  };
}

/** Tests that start signed in and fail on console errors or uncaught errors they did not expect. */
export const test = signedInTest.extend<PageProblemsFixtures>(pageProblemsFixtures());
