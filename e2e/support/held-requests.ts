import { expect, type Page, type Request } from '@playwright/test';

export interface HeldRequests {
  /** Every request held so far, in the order the page sent them. */
  readonly requests: readonly Request[];
  /** Lets the held requests (and any later ones) go on to the server. */
  release(): void;
}

/**
 * Holds each request of `page` whose URL `matches` until `release()` is called; the first
 * `passing` of them go on at once.
 */
export async function holdRequests(
  page: Page,
  matches: (url: URL) => boolean,
  { passing = 0 } = {},
): Promise<HeldRequests> {
  const requests: Request[] = [];
  let release = () => undefined as void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let passed = 0;
  await page.route(matches, async (route) => {
    if (passed < passing) {
      passed += 1;
      await route.continue().catch(() => undefined);
      return;
    }
    requests.push(route.request());
    await released;
    // The page may have cancelled the request meanwhile.
    await route.continue().catch(() => undefined);
  });
  return { requests, release: () => release() };
}

/**
 * Cancels a running export and checks that its work stopped: the page request it was waiting
 * for is aborted by the page itself, and no later page is asked for.
 */
export async function expectCancelAbortsExport(
  page: Page,
  exportPages: HeldRequests,
  cancel: () => Promise<void>,
): Promise<void> {
  await expect.poll(() => exportPages.requests.length).toBe(1);
  const [waiting] = exportPages.requests;
  const aborted = page.waitForEvent('requestfailed', (request) => request === waiting);
  await cancel();
  expect((await aborted).failure()?.errorText).toMatch(/ABORTED/);
  exportPages.release();
  expect(exportPages.requests).toHaveLength(1);
}
