/**
 * Year-end statements at desktop and phone widths: the last full year for every donor, the
 * deliverability check (a donor this test left without an address, fixed in place through the
 * profile's address form), the proof, then the PDFs: one donor's read back and its totals
 * compared with the sandbox, the ZIP and the CSV.
 */
import { readFile } from 'node:fs/promises';

import { expect as baseExpect, type Download, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { extractText, getDocumentProxy } from 'unpdf';

import { test } from './support/page-problems';
import { sandboxAll, sandboxGet, sandboxRequest } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

const expect = baseExpect.configure({ timeout: 30_000 });

const timeZone = 'America/Chicago';

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

const yearOf = (date: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric' }).format(Date.parse(date));

function money(cents: number, currency: string): string {
  const text = String(Math.abs(cents)).padStart(3, '0');
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(
    `${cents < 0 ? '-' : ''}${text.slice(0, -2)}.${text.slice(-2)}` as Intl.StringNumericLiteral,
  );
}

/** A donor's totals of a year per fund and currency, summed from the sandbox's own lists. */
async function expectedTotals(
  request: Parameters<typeof sandboxAll>[0],
  personId: string,
  year: string,
  countedFunds: ReadonlySet<string>,
): Promise<Map<string, number>> {
  const { data, included } = await sandboxAll<Resource>(
    request,
    `/giving/v2/people/${personId}/donations`,
    { include: 'designations' },
  );
  const designations = new Map(included.map((d) => [d.id, d]));
  const totals = new Map<string, number>();
  for (const donation of data) {
    if (donation.attributes.payment_status !== 'succeeded') continue;
    if (yearOf(String(donation.attributes.created_at)) !== year) continue;
    const links = donation.relationships?.designations?.data;
    for (const link of Array.isArray(links) ? links : []) {
      const designation = designations.get(link.id);
      const fund = designation?.relationships?.fund?.data;
      if (!designation || !fund || Array.isArray(fund) || !countedFunds.has(fund.id)) continue;
      const key = `${fund.id}|${String(designation.attributes.amount_currency)}`;
      totals.set(key, (totals.get(key) ?? 0) + Number(designation.attributes.amount_cents));
    }
  }
  return totals;
}

async function downloaded(
  page: Page,
  click: () => Promise<void>,
): Promise<{ name: string; bytes: Buffer }> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: download.suggestedFilename(), bytes: await readFile(await download.path()) };
}

const widths = [
  { name: 'desktop', width: 1366, height: 900, donor: 2 },
  { name: 'phone', width: 390, height: 844, donor: 3 },
] as const;

test.describe('year-end statements', () => {
  test.slow();
  for (const { name, width, height, donor: donorIndex } of widths) {
    test(`every donor's statement of last year, checked and proved, as PDFs, a ZIP and a CSV (${name})`, async ({
      page,
      request,
    }) => {
      const year = String(Number(yearOf(new Date().toISOString())) - 1);
      const funds = (
        await sandboxGet<{ data: Resource[] }>(request, '/giving/v2/funds', { per_page: '100' })
      ).data;
      const camp = funds.find((f) => f.attributes.name === 'Camp Registration');
      expect(camp, 'the seed’s non-deductible fund').toBeDefined();
      const counted = new Set(funds.filter((f) => f !== camp).map((f) => f.id));
      const fundName = new Map(funds.map((f) => [f.id, String(f.attributes.name)]));

      // A donor of last year, left without an address by this test (its own, by width).
      const people = (await sandboxAll<Resource>(request, '/giving/v2/people')).data;
      const givers: Resource[] = [];
      for (const person of people) {
        if (givers.length > donorIndex) break;
        const totals = await expectedTotals(request, person.id, year, counted);
        if (totals.size > 0 && (person.attributes.email_addresses as unknown[]).length > 0)
          givers.push(person);
      }
      const donor = givers[donorIndex];
      expect(donor, 'a donor of last year with an e-mail').toBeDefined();
      const donorName = `${String(donor!.attributes.first_name)} ${String(donor!.attributes.last_name)}`;
      const addresses = (
        await sandboxGet<{ data: Resource[] }>(
          request,
          `/people/v2/people/${donor!.id}/addresses`,
          { per_page: '100' },
        )
      ).data;
      for (const address of addresses) {
        const removed = await sandboxRequest(
          request,
          'DELETE',
          `/people/v2/people/${donor!.id}/addresses/${address.id}`,
        );
        expect(removed.status).toBe(204);
      }

      await page.setViewportSize({ width, height });
      await page.goto(`/giving/statements?year=${year}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Year-end statements' }),
      ).toBeVisible();
      // Camp fees buy something: not tax-deductible, so never on a statement.
      const campBox = page.getByRole('checkbox', { name: 'Camp Registration is tax-deductible' });
      await expect(campBox).toBeEnabled();
      if (await campBox.isChecked()) await campBox.click();
      await expect(campBox).not.toBeChecked();

      await page.getByRole('button', { name: 'Generate statements' }).click();
      const check = page.getByRole('table', { name: /can every statement be delivered/ });
      const row = check.getByRole('row').filter({ hasText: donorName });
      await expect(row).toContainText('No postal address');
      await expect(page.getByText(/The statements’ totals equal the giving totals/)).toBeVisible();
      await page.screenshot({ path: screenshotPath(`giving-statements-${name}`), fullPage: true });

      // The fix link opens the profile's address form in place; saving it and coming back clears it.
      await row.getByRole('link', { name: `Add address for ${donorName}` }).click();
      await expect(page).toHaveURL(new RegExp(`/people/${donor!.id}\\?section=addresses&add=1`));
      await page.getByLabel('Street').fill('12 Rue de l’Église');
      await page.getByLabel('City').fill('Naperville');
      await page.getByLabel('State or region').fill('IL');
      await page.getByLabel('ZIP or postal code').fill('60540');
      await page.getByRole('button', { name: 'Add address' }).click();
      await expect(page.getByRole('article', { name: /12 Rue de l’Église/ })).toBeVisible();
      await page.goBack();
      await page.getByRole('button', { name: 'Check again' }).click();
      await expect(check.getByRole('row').filter({ hasText: donorName })).toHaveCount(0);

      // The PDFs: drawn in the worker, then this donor's read back.
      await page.getByRole('button', { name: 'Make the PDFs' }).click();
      const results = page.getByRole('table', { name: 'Statements' });
      const pdf = await downloaded(page, () =>
        results.getByRole('button', { name: `PDF for ${donorName}` }).click(),
      );
      expect(pdf.name).toMatch(/^statement-.*\.pdf$/);
      const document = await getDocumentProxy(new Uint8Array(pdf.bytes));
      const { text } = await extractText(document, { mergePages: true });
      expect(text).toContain(donorName);
      expect(text).toContain('12 Rue de l’Église');
      const totals = await expectedTotals(request, donor!.id, year, counted);
      for (const [key, cents] of totals) {
        const [fundId = '', currency = ''] = key.split('|');
        expect(text).toContain(`Total, ${fundName.get(fundId) ?? ''} ${money(cents, currency)}`);
      }
      expect(text).not.toContain('Camp Registration');

      const statementCount = await page
        .getByText(/^\d+ statements? of \d+ gifts?\.$/)
        .textContent()
        .then((t) => Number(/^(\d+)/.exec(t ?? '')?.[1]));
      const zip = await downloaded(page, () =>
        page.getByRole('button', { name: 'ZIP of PDFs, one per donor' }).click(),
      );
      const entries = Object.keys(unzipSync(new Uint8Array(zip.bytes)));
      expect(entries).toHaveLength(statementCount);
      expect(entries.every((entry) => entry.endsWith('.pdf'))).toBe(true);

      const csv = await downloaded(page, () =>
        page.getByRole('button', { name: 'CSV for a mail merge' }).click(),
      );
      const lines = csv.bytes
        .toString('utf8')
        .replace(/^\ufeff/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toContain('"Name","Street","City","State","ZIP","E-mail"');
      expect(lines).toHaveLength(statementCount + 1);
      expect(lines.find((line) => line.startsWith(`"${donorName}",`))).toContain(
        '"12 Rue de l’Église"',
      );
    });
  }
});
