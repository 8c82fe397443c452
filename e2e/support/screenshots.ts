import { test } from '@playwright/test';

/**
 * Where a test's screenshot goes. The README's screenshots are refreshed on purpose, with
 * `npm run screenshots` (DOCS_SCREENSHOTS=1); an ordinary test run writes them to the test's
 * output folder instead, so it never dirties the working tree. `forDocs: false` is a screenshot
 * the README does not show (dark mode), which never goes to docs/.
 */
export function screenshotPath(name: string, { forDocs = true } = {}): string {
  if (forDocs && process.env.DOCS_SCREENSHOTS === '1') return `docs/screenshots/${name}.png`;
  return test.info().outputPath(`${name}.png`);
}
