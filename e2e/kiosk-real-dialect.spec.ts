import { expect as baseExpect, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';

import { test } from './support/page-problems';
import { realGet } from './support/real-sandbox';

/**
 * The kiosk on a phone against a service that takes no headcounts (the real dialect's sandbox,
 * on E2E_PORT+4; D166-D167): it says so before anyone counts, counts on the device through a
 * reload, and gives the totals to enter in the service's own Headcounts. Nothing says "synced".
 */

// Three servers and other browsers share the machine; the real dialect allows 100 per 20 s.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 180_000 });
test.use({ viewport: { width: 390, height: 844 } });

const SUNDAY = 'Sunday Service';
const ADULTS = 'Adults (not checked in)';
const OVERFLOW = 'Overflow Room';

/**
 * The newest Sunday Service time, read straight from the real-dialect sandbox. Its rate limit is
 * the browser's too (the other real-dialect specs spend it): realGet waits out a 429.
 */
async function sundayTimeId(request: APIRequestContext) {
  const body = await realGet<{
    data: { id: string; relationships?: { event?: { data?: { id: string } } } }[];
  }>(request, '/check-ins/v2/event_times?include=event&order=-starts_at&per_page=100');
  const time = body.data.find((t) => t.relationships?.event?.data?.id === '1');
  if (!time) throw new Error('no Sunday Service time in the sandbox');
  return time.id;
}

test('on a phone, the kiosk says headcounts cannot be sent before counting, keeps the count through a reload, and exports it', async ({
  page,
  request,
}) => {
  const eventTimeId = await sundayTimeId(request);
  // Every write the page makes other than its question to the service (the probe).
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes('/api/') && !r.headers()['x-write-probe']) {
      writes.push(`${r.method()} ${r.url()}`);
    }
  });

  await page.goto(`/kiosk?event_time=${eventTimeId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Headcount kiosk');
  await expect(
    page.getByRole('status').filter({ hasText: 'Headcounts cannot be sent from Narthex' }),
  ).toContainText('The kiosk still counts: every count is kept on this device');
  await page.getByRole('button', { name: 'Start kiosk' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(SUNDAY);

  // Said before anyone counts.
  const status = page.getByTestId('sync-status');
  await expect(status).toHaveText(/^Headcounts cannot be sent \(the service refuses them: /);
  await expect(status).toHaveAttribute('data-tone', 'kept');

  // Counting works as ever: the real capacity is asked about, taps add.
  const adults = page.getByRole('textbox', { name: ADULTS, exact: true });
  const before = Number((await adults.inputValue()) || '0');
  for (let tap = 0; tap < 3; tap += 1) {
    await page.getByRole('button', { name: `Add one ${ADULTS}` }).click();
  }
  await expect(adults).toHaveValue(String(before + 3));
  const overflow = page.getByRole('textbox', { name: OVERFLOW, exact: true });
  await overflow.fill('61');
  await overflow.press('Enter');
  const asked = page.getByTestId('count-question');
  await expect(asked).toContainText('Its limit is 60.');
  await asked.getByRole('button', { name: 'Cancel' }).click();
  await overflow.fill('42');
  await overflow.press('Enter');
  await expect(overflow).toHaveValue('42');
  await expect(status).toHaveText(/^Headcounts cannot be sent/);

  // A reload keeps every count, and still says so, with no "leave the page?" question.
  await page.reload();
  await expect(adults).toHaveValue(String(before + 3));
  await expect(overflow).toHaveValue('42');
  await expect(status).toHaveText(/^Headcounts cannot be sent/);

  // The totals: a summary to copy and a CSV, for the service's own Headcounts.
  await page.getByRole('button', { name: 'Totals' }).click();
  const dialog = page.getByRole('dialog', { name: 'Totals to enter' });
  const summary = dialog.getByRole('textbox', { name: 'Summary' });
  await expect(summary).toHaveValue(
    new RegExp(`^${SUNDAY}, .+\\n${ADULTS.replace(/[()]/g, '\\$&')}: ${before + 3}\\n`),
  );
  await expect(summary).toHaveValue(new RegExp(`\\n${OVERFLOW}: 42\\n`));
  await expect(dialog.getByRole('button', { name: 'Copy summary' })).toBeVisible();
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^headcounts-sunday-service-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await file.path(), 'utf8');
  expect(csv).toContain('"Event","Event time","Attendance type","Total"');
  expect(csv).toContain(`"${ADULTS}","${before + 3}"`);
  expect(csv).toContain(`"${OVERFLOW}","42"`);

  // It fits the phone, and nothing was sent or called synced.
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(/synced/i)).toHaveCount(0);
  expect(writes).toEqual([]);
});
