import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { expect, test as base, type Page } from '@playwright/test';
import type * as Papa from 'papaparse';

import {
  englishFormatWords,
  englishLeftIn,
  expectNoEnglishLeft,
  watchDataWords,
} from './support/english-left';
import { screenshotPath } from './support/screenshots';

// papaparse is CommonJS without named ESM exports; Playwright loads this file as ESM.
const { parse } = createRequire(import.meta.url)('papaparse') as typeof Papa;
import { test } from './support/page-problems';
import { allowOnConsentPage } from './support/sign-in';

/**
 * The smoke journey with a Spanish browser (issue 42): sign in, one page per area, a form with
 * its errors, search and an export, each checked for English left over
 * (support/english-left.ts). The kiosk's Spanish run is in kiosk.spec.ts. The same pages in the
 * pseudo language show that no text skipped the catalogs.
 */
test.use({ locale: 'es-MX' });

/** One page per area, and the pages of the jobs staff come for. */
const PAGES = [
  '/',
  '/check-ins',
  '/check-ins/events',
  '/check-ins/live',
  '/check-ins/passes',
  '/check-ins/stations',
  '/headcounts',
  '/giving',
  '/giving/donations',
  '/giving/batches',
  '/giving/funds',
  '/giving/recurring',
  '/giving/people',
  '/giving/close',
  '/giving/statements',
  '/people',
  '/people/households',
  '/people/lists',
  '/reports/attendance',
  '/reports/first-time',
  '/reports/missing',
  '/reports/birthdays',
  '/rules',
];

/** Waits until the page has its heading and nothing on it is still loading. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[aria-busy="true"], .mantine-Loader-root:visible')).toHaveCount(0, {
    timeout: 30_000,
  });
}

base.describe('signed out', () => {
  base.use({ locale: 'es-MX' });

  base(
    'the sign-in page is in Spanish, and signing in leads to a Spanish dashboard',
    async ({ page }) => {
      const data = watchDataWords(page);
      await page.goto('/');
      await expect(page).toHaveURL(/\/sign-in(\?|$)/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expectNoEnglishLeft(page, data, 'the sign-in page');
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      // The consent page is the service's own (the sandbox's), not Narthex's.
      await allowOnConsentPage(page);
      await settled(page);
      await expectNoEnglishLeft(page, data, 'the home page');
    },
  );
});

test('every area’s page is in Spanish, with nothing left in English', async ({ page }) => {
  test.setTimeout(240_000);
  const data = watchDataWords(page);
  for (const path of PAGES) {
    await page.goto(path);
    await settled(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expectNoEnglishLeft(page, data, path);
  }
});

test('a form says what is missing in Spanish, and sends nothing', async ({ page }) => {
  const data = watchDataWords(page);
  await page.goto('/people/households');
  await settled(page);
  await page.getByRole('button', { name: 'Nuevo hogar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo hogar' });
  await expect(dialog).toBeVisible();
  let posted = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') posted += 1;
  });
  await dialog.getByRole('button', { name: 'Crear hogar' }).click();
  const name = dialog.getByRole('textbox', { name: 'Nombre del hogar' });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();
  await expect(dialog.getByText('Elija al menos una persona')).toBeVisible();
  await expectNoEnglishLeft(page, data, 'the new household form with its errors');
  expect(posted).toBe(0);
});

test('search finds people and says so in Spanish', async ({ page }) => {
  const data = watchDataWords(page);
  await page.goto('/check-ins');
  await settled(page);
  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Buscar en todo' });
  await expect(dialog).toBeVisible();
  const input = dialog.getByRole('combobox', { name: /^Buscar personas/ });
  await expect(input).toBeFocused();
  await input.fill('an');
  await expect(
    dialog.getByRole('group', { name: 'Personas' }).getByRole('option').first(),
  ).toBeVisible({
    timeout: 15_000,
  });
  await expectNoEnglishLeft(page, data, 'the search dialog');
});

test('an export writes its header row in Spanish', async ({ page }, testInfo) => {
  const data = watchDataWords(page);
  await page.goto('/people/households');
  await settled(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  const file = await download;
  const saved = testInfo.outputPath('households.csv');
  await file.saveAs(saved);
  const [header = []] = parse<string[]>(
    (await readFile(saved, 'utf8')).replace(/^\ufeff/, ''),
  ).data;
  expect(header.length).toBeGreaterThan(1);
  expect(englishLeftIn(header.join(' '), data), 'English in the CSV header').toEqual([]);
});

test('the dashboard in Spanish, for the README', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/');
  await settled(page);
  await page.screenshot({ path: screenshotPath('home-es') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/check-ins');
  await settled(page);
  await page.screenshot({ path: screenshotPath('check-ins-es-phone') });
});

test('in the pseudo language no text on any page skipped the catalogs', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await context.addCookies([{ name: 'narthex_language', value: 'pseudo', url: baseURL ?? '' }]);
  const data = watchDataWords(page);
  const englishFormats = englishFormatWords();
  for (const path of PAGES) {
    await page.goto(path);
    await settled(page);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('⟦');
    await expectNoEnglishLeft(page, data, `${path} (pseudo)`, englishFormats);
  }
});
