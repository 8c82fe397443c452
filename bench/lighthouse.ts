/**
 * Lighthouse's desktop performance score of /check-ins, signed in, against the built app
 * (`npm start`), in Debian's Chromium started by chrome-launcher. The session is a real one got
 * through the sign-in and consent pages (bench/built-app.ts) and sent as a Cookie header on every
 * request of the run; Lighthouse clears the cache first, so each run is a cold load. Median of
 * three runs, with the metrics behind it.
 */
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';

import {
  CHROMIUM_FLAGS,
  CHROMIUM_PATH,
  launchChromium,
  median,
  signedInState,
  startBuiltApp,
} from './built-app';
import type { Bench, BenchResult } from './run';

export const LIGHTHOUSE_TARGET = 0.9;
const RUNS = 3;
const BENCH_PORT = 4634;
const PAGE = '/check-ins';

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
] as const;

interface LighthouseRun {
  readonly score: number;
  readonly metrics: string;
}

async function runOnce(url: string, cookie: string): Promise<LighthouseRun> {
  let chrome: LaunchedChrome | undefined;
  try {
    // No fixed debugging port: the previous run's Chromium may still hold it while it exits, and
    // Lighthouse then could not reach this one ("Failed to fetch browser webSocket URL").
    chrome = await launch({
      chromePath: CHROMIUM_PATH,
      chromeFlags: [...CHROMIUM_FLAGS],
      logLevel: 'error',
    });
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        extraHeaders: { Cookie: cookie },
      },
      desktopConfig,
    );
    const lhr = result?.lhr;
    const score = lhr?.categories.performance?.score;
    if (!lhr || typeof score !== 'number') {
      throw new Error(`Lighthouse gave no performance score: ${lhr?.runtimeError?.message ?? ''}`);
    }
    if (lhr.finalDisplayedUrl !== url) {
      throw new Error(`Lighthouse ended at ${lhr.finalDisplayedUrl}: the session was not accepted`);
    }
    const metrics = METRICS.map((id) => `${id} ${lhr.audits[id]?.displayValue ?? '?'}`).join(', ');
    return { score, metrics };
  } finally {
    chrome?.kill();
  }
}

export const lighthouseBench: Bench = {
  name: 'lighthouse',
  run: async (): Promise<BenchResult> => {
    const app = await startBuiltApp(BENCH_PORT);
    try {
      const browser = await launchChromium();
      const state = await signedInState(browser, app.origin).finally(() => browser.close());
      const cookie = state.cookies
        .filter((c) => c.domain === 'localhost')
        .map((c) => `${c.name}=${c.value}`)
        .join('; ');
      const runs: LighthouseRun[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const outcome = await runOnce(app.origin + PAGE, cookie).catch(async (error: unknown) => {
          // Lighthouse now and then fails to record the trace of a load (NO_NAVSTART); that load
          // says nothing of the page, so it is run once more rather than dropping the row.
          if (!(error instanceof Error) || !error.message.includes('NO_NAVSTART')) throw error;
          console.log(`run ${run + 1}: Lighthouse recorded no trace (NO_NAVSTART), run again`);
          return runOnce(app.origin + PAGE, cookie);
        });
        console.log(`run ${run + 1}: performance ${outcome.score.toFixed(2)} (${outcome.metrics})`);
        runs.push(outcome);
      }
      const score = median(runs.map((r) => r.score));
      return {
        targets: [
          {
            target: `Lighthouse desktop performance of ${PAGE}, median of ${RUNS}, at least ${LIGHTHOUSE_TARGET}`,
            actual: score.toFixed(2),
            pass: score >= LIGHTHOUSE_TARGET,
          },
        ],
      };
    } finally {
      await app.stop();
    }
  },
};
