import { expect as baseExpect, type APIRequestContext } from '@playwright/test';

import { severeAxeViolations } from './support/axe';
import { test } from './support/page-problems';
import { sandboxGet } from './support/sandbox-api';
import { screenshotPath } from './support/screenshots';

// Pages here read several lists from a sandbox both workers share; give each check some room.
const expect = baseExpect.configure({ timeout: 15_000 });

interface SandboxRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { type: string; id: string } | null }>;
}

interface SandboxList {
  data: SandboxRecord[];
  included?: SandboxRecord[];
  meta: { total_count: number };
}

/** GET a check-ins list straight from the embedded sandbox, past the proxy. */
function sandboxList(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<SandboxList> {
  return sandboxGet<SandboxList>(request, `/check_ins/v2${path}`, query);
}

const text = (record: SandboxRecord | undefined, name: string) =>
  String(record?.attributes[name] ?? '');

for (const colorScheme of ['light', 'dark'] as const) {
  test(`stations list their themes, events and printers as the sandbox does (${colorScheme})`, async ({
    page,
    request,
  }) => {
    test.slow(); // several lists and an axe scan on a shared machine
    const stations = await sandboxList(request, '/stations', {
      include: 'theme,event,location,print_station',
    });
    const themes = await sandboxList(request, '/themes');
    const included = (type: string, id: string | undefined) =>
      (stations.included ?? []).find((r) => r.type === type && r.id === id);
    expect(stations.data.length).toBeGreaterThan(0);

    // Theme images live on other hosts: the page must never ask for them.
    const externalImages: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'image' && !r.url().startsWith('http://localhost')) {
        externalImages.push(r.url());
      }
    });

    await page.emulateMedia({ colorScheme });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/check-ins/stations');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Stations and themes');

    const stationsTable = page.getByRole('table', { name: 'Stations' });
    const rows = stationsTable.locator('tbody tr');
    await expect(rows).toHaveCount(Math.min(25, stations.meta.total_count));
    for (const [index, station] of stations.data.slice(0, 25).entries()) {
      const row = rows.nth(index);
      await expect(row.locator('td').first()).toHaveText(text(station, 'name'));
      const theme = included('Theme', station.relationships.theme?.data?.id);
      if (theme) {
        await expect(row).toContainText(text(theme, 'name'));
        await expect(row).toContainText(text(theme, 'color').toLowerCase());
      }
      const event = included('Event', station.relationships.event?.data?.id);
      if (event) {
        await expect(row.getByRole('link', { name: text(event, 'name') })).toHaveAttribute(
          'href',
          `/check-ins/events/${event.id}`,
        );
      }
      await expect(row).toContainText(station.attributes.online === true ? 'Online' : 'Offline');
    }

    const themesTable = page.getByRole('table', { name: 'Themes' });
    await expect(themesTable.locator('tbody tr')).toHaveCount(themes.data.length);
    for (const theme of themes.data) {
      const row = themesTable.getByRole('row', { name: new RegExp(text(theme, 'name')) });
      await expect(row).toContainText(text(theme, 'color').toLowerCase());
      await expect(row).toContainText(text(theme, 'text_color').toLowerCase());
      if (text(theme, 'image') !== '') await expect(row).toContainText(text(theme, 'image'));
    }
    await expect(page.locator('main img')).toHaveCount(0);
    expect(externalImages).toEqual([]);

    if (colorScheme === 'light') await page.screenshot({ path: screenshotPath('stations') });
    expect(await severeAxeViolations(page)).toEqual([]);
  });
}
