import { expect as baseExpect, type Page } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { fetchFromSandbox } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// The machine may be busy (several servers and browsers at once): allow slow answers.
const expect = baseExpect.configure({ timeout: 20_000 });

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | null }>;
}

async function recurringDonations(): Promise<Resource[]> {
  const answer = await fetchFromSandbox<{ data: Resource[] }>(
    '/giving/v2/recurring_donations?per_page=100',
  );
  return answer.data;
}

async function paymentMethodOf(id: string): Promise<Resource> {
  return (
    await fetchFromSandbox<{ data: Resource }>(
      `/giving/v2/recurring_donations/${id}/payment_method`,
    )
  ).data;
}

function money(cents: number, currency: string): string {
  const text = String(Math.abs(cents)).padStart(3, '0');
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    `${cents < 0 ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}` as Intl.StringNumericLiteral,
  );
}

/** What the status must read as: the date inside "on hold until …" as a calendar date. */
function statusText(status: string): string {
  if (status === 'active') return 'Active';
  if (status === 'on hold indefinitely') return 'On hold indefinitely';
  const date = /^on hold until (\d{4})-(\d{2})-(\d{2})$/.exec(status);
  if (!date) throw new Error(`the sandbox sent a status the test does not expect: ${status}`);
  const day = Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3]));
  return `On hold until ${new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(day)}`;
}

function row(page: Page, id: string) {
  return page.getByRole('row', { name: new RegExp(`^Open recurring donation #${id}:`) });
}

test.describe('recurring donations', () => {
  test.slow();
  test('every status form is read out, with amounts and schedules', async ({ page }) => {
    const all = await recurringDonations();
    const held = all.filter((r) => String(r.attributes.status).startsWith('on hold until '));
    expect(held.length, 'the seed has recurring donations on hold until a date').toBeGreaterThan(0);
    expect(all.some((r) => r.attributes.status === 'on hold indefinitely')).toBe(true);
    expect(all.some((r) => r.attributes.status === 'active')).toBe(true);

    await page.goto('/giving/recurring?per_page=100');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Recurring donations' }),
    ).toBeVisible();
    await expect(page.getByText('Beta', { exact: true })).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'Giving sections' })
        .getByRole('link', { name: 'Recurring' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByText(`1–${all.length} of ${all.length} recurring donations`),
    ).toBeVisible();

    for (const recurring of all) {
      const tr = row(page, recurring.id);
      const { status, amount_cents, amount_currency } = recurring.attributes;
      await expect(tr).toContainText(statusText(String(status)));
      await expect(tr).toContainText(money(Number(amount_cents), String(amount_currency)));
    }
    const first = held[0]!;
    await expect(row(page, first.id)).toContainText(/On hold until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    // The sandbox's schedules read as sentences.
    await expect(page.getByRole('table', { name: 'Recurring donations' })).toContainText(
      /Every (week|2 weeks) on Friday|Every month on the (1st|15th)/,
    );

    expect(await severeAxeViolations(page)).toEqual([]);

    // And in the dark color scheme.
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(row(page, first.id)).toContainText('On hold until');
    expect(await severeAxeViolations(page)).toEqual([]);
  });

  test('a status the dashboard cannot read is shown verbatim with a warning', async ({ page }) => {
    await page.route(
      (url) => url.pathname === '/api/giving/v2/recurring_donations',
      async (route) => {
        const response = await route.fetch();
        const json = (await response.json()) as { data: Resource[] };
        const target = json.data[0];
        if (target) target.attributes.status = 'on hold until the spring';
        await route.fulfill({ response, json });
      },
    );
    await page.goto('/giving/recurring');
    const tr = page.getByRole('row', { name: /^Open recurring donation #/ }).first();
    await expect(tr).toContainText('on hold until the spring');
    await expect(tr).toContainText('(unrecognised)');
    await expect(tr.locator('[data-status="unknown"] svg')).toBeVisible();
  });

  test('the drawer shows designations and a card, and stays open across reload', async ({
    page,
  }) => {
    const all = await recurringDonations();
    // One on hold until a date, paid by card.
    let chosen: { recurring: Resource; method: Resource } | undefined;
    for (const recurring of all) {
      const method = await paymentMethodOf(recurring.id);
      if (method.attributes.method_type !== 'card') continue;
      if (!chosen || String(recurring.attributes.status).startsWith('on hold until ')) {
        chosen = { recurring, method };
      }
    }
    expect(chosen, 'a recurring donation paid by card').toBeDefined();
    const { recurring, method } = chosen!;
    const designations = await fetchFromSandbox<{
      data: Resource[];
      included: Resource[];
    }>(`/giving/v2/recurring_donations/${recurring.id}/designations?include=fund`);

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/giving/recurring?per_page=100');
    await row(page, recurring.id).click();
    await expect(page).toHaveURL(new RegExp(`recurring=${recurring.id}`));
    const drawer = page.getByRole('dialog', { name: `Recurring donation #${recurring.id}` });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(statusText(String(recurring.attributes.status)));

    const { brand, method_subtype, last4, expiration } = method.attributes;
    await expect(drawer).toContainText(
      `${String(brand)} ${String(method_subtype)} card ending ${String(last4)}`,
    );
    await expect(drawer).toContainText(new RegExp(`(Expires|Expired) ${String(expiration)}`));
    expect(String(expiration)).toMatch(/^([1-9]|1[0-2])\/\d{4}$/);

    const fundTable = drawer.getByRole('table');
    for (const designation of designations.data) {
      const fundId = designation.relationships?.fund?.data?.id;
      const fund = designations.included.find((f) => f.id === fundId);
      const line = fundTable.getByRole('row', { name: new RegExp(String(fund?.attributes.name)) });
      await expect(line).toContainText(
        money(
          Number(designation.attributes.amount_cents),
          String(designation.attributes.amount_currency),
        ),
      );
    }
    await expect(drawer.getByRole('heading', { name: 'Schedule as sent' })).toBeVisible();
    await expect(drawer).toContainText('Frequency');

    expect(await severeAxeViolations(page)).toEqual([]);
    await page.screenshot({ path: screenshotPath('giving-recurring') });

    await page.reload();
    await expect(
      page.getByRole('dialog', { name: `Recurring donation #${recurring.id}` }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).not.toHaveURL(/recurring=/);
  });

  test('pages and the open row follow the URL and the keyboard', async ({ page }) => {
    const all = await recurringDonations();
    expect(all.length).toBeGreaterThan(10);
    await page.goto('/giving/recurring?per_page=10');
    await expect(page.getByText(`1–10 of ${all.length} recurring donations`)).toBeVisible();
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/offset=10/);
    await expect(
      page.getByText(`11–${Math.min(20, all.length)} of ${all.length} recurring donations`),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByText(`11–${Math.min(20, all.length)} of ${all.length} recurring donations`),
    ).toBeVisible();

    const eleventh = all[10]!;
    await row(page, eleventh.id).focus();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('dialog', { name: `Recurring donation #${eleventh.id}` }),
    ).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`offset=10.*recurring=${eleventh.id}|recurring=${eleventh.id}.*offset=10`),
    );
  });
});
