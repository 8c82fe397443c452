import { expect, type Page } from '@playwright/test';

/**
 * Last month's first and last day in a time zone, computed here (not by the app's code): the
 * calendar month before the one today falls in, in that zone.
 */
export function lastMonthIn(timeZone: string, now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const [year = 0, month = 0] = today;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // Month numbers from 1; Date.UTC's from 0, and day 0 is the last day of the month before.
  return {
    from: day(new Date(Date.UTC(year, month - 2, 1))),
    to: day(new Date(Date.UTC(year, month - 1, 0))),
  };
}

/**
 * Opens a report page on a desktop (1366x900), chooses "Last month" and checks that the range,
 * in the link and in the fields, is last month in the organization's zone. Answers that range.
 */
export async function openLastMonth(
  page: Page,
  path: string,
  timeZone: string,
): Promise<{ from: string; to: string }> {
  const { from, to } = lastMonthIn(timeZone);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto(path);
  await page.getByText('Last month', { exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]from=${from}&to=${to}(&|$)`));
  await expect(page.getByRole('textbox', { name: 'From' })).toHaveValue(from);
  await expect(page.getByRole('textbox', { name: 'To', exact: true })).toHaveValue(to);
  await expect(page.getByRole('radio', { name: 'Last month' })).toBeChecked();
  return { from, to };
}
