/**
 * First data row, cold: for /check-ins and /people, seven loads each (interleaved), every one in
 * a fresh browser context (empty HTTP cache, no service worker) holding a saved signed-in
 * session, in Debian's Chromium against the built app (`npm start`). The figure is the time from
 * the navigation's start to the first frame after the table's first data row (a row that is
 * neither a loading skeleton nor the empty message) entered the page, measured in the page.
 * Also shown, not judged: the JavaScript bytes that crossed the wire before that row.
 */
import type { Browser } from 'playwright';

import { launchChromium, median, signedInState, startBuiltApp } from './built-app';
import type { StorageState } from './built-app';
import { MEASURED_ROUTES, kB } from './bundle-size';
import type { Bench, BenchResult } from './run';

export const FIRST_ROW_TARGET_MS = 500;
const RUNS = 7;
const BENCH_PORT = 4632;

/** A data row of a DataTable: skeleton rows are aria-hidden, the empty message spans columns. */
const DATA_ROW = 'table tbody tr:not([aria-hidden="true"]) > td:not([colspan])';

/**
 * Runs in the page before its own scripts and notes when the first data row is painted. A
 * string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
 */
const watchFirstRow = `(() => {
  const check = () => {
    if (window.__firstRowMs !== undefined || !document.querySelector(${JSON.stringify(DATA_ROW)})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__firstRowMs = performance.now(); });
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
})();`;

interface ColdLoad {
  readonly ms: number;
  /** JS bytes received (compressed, as sent) for scripts that finished before the row. */
  readonly jsBytes: number;
}

async function coldLoad(
  browser: Browser,
  origin: string,
  state: StorageState,
  path: string,
): Promise<ColdLoad> {
  const context = await browser.newContext({
    baseURL: origin,
    storageState: state,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(watchFirstRow);
    const page = await context.newPage();
    await page.goto(path, { waitUntil: 'commit' });
    // A function, not a string: the app's CSP forbids eval. (Anonymous: see watchFirstRow.)
    const handle = await page.waitForFunction(
      () => (window as unknown as { __firstRowMs?: number }).__firstRowMs,
      undefined,
      { timeout: 30_000 },
    );
    const ms = (await handle.jsonValue()) as number;
    const jsBytes = await page.evaluate(
      (before) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((e) => /\.js$/.test(new URL(e.name).pathname) && e.responseEnd <= before)
          .reduce((sum, e) => sum + e.encodedBodySize, 0),
      ms,
    );
    if (!page.url().startsWith(origin + path)) {
      throw new Error(`${path} ended at ${page.url()}: the saved session was not accepted`);
    }
    return { ms, jsBytes };
  } finally {
    await context.close();
  }
}

export const firstRowBench: Bench = {
  name: 'first data row (cold)',
  run: async (): Promise<BenchResult> => {
    const app = await startBuiltApp(BENCH_PORT);
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      const state = await signedInState(browser, app.origin);
      // One load of each page first, so the sandbox's and the server's first-query costs
      // (statement preparation, a cold page cache) are not counted as the browser's.
      for (const route of MEASURED_ROUTES) await coldLoad(browser, app.origin, state, route.path);
      const loads = new Map<string, ColdLoad[]>(MEASURED_ROUTES.map((r) => [r.path, []]));
      for (let run = 0; run < RUNS; run += 1) {
        for (const route of MEASURED_ROUTES) {
          loads.get(route.path)?.push(await coldLoad(browser, app.origin, state, route.path));
        }
      }
      return {
        targets: MEASURED_ROUTES.map((route) => {
          const runs = loads.get(route.path) ?? [];
          const ms = median(runs.map((load) => load.ms));
          console.log(
            `${route.path}: median ${ms.toFixed(0)} ms over ${runs.length} cold loads ` +
              `(${runs.map((load) => load.ms.toFixed(0)).join(', ')} ms); ` +
              `JS received before the row: ${kB(median(runs.map((load) => load.jsBytes)))}`,
          );
          return {
            target: `first data row of ${route.path}, cold, median of ${RUNS} at most ${FIRST_ROW_TARGET_MS} ms`,
            actual: `${ms.toFixed(0)} ms`,
            pass: ms <= FIRST_ROW_TARGET_MS,
          };
        }),
      };
    } finally {
      await browser?.close();
      await app.stop();
    }
  },
};
