// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { StationsPage } from './stations-page';

const sandbox = startSandboxForComponentTests();

interface SandboxRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { type: string; id: string } | null }>;
}

const text = (record: SandboxRecord | undefined, name: string) =>
  String(record?.attributes[name] ?? '');

describe('StationsPage', () => {
  it('lists the stations with their themes, events and whether they are online, and the themes with their colors, showing no theme image', async () => {
    const stations = await sandbox.request<{
      data: SandboxRecord[];
      included?: SandboxRecord[];
      meta: { total_count: number };
    }>('GET', '/check_ins/v2/stations?include=theme,event,location,print_station');
    const { data: themes } = await sandbox.all<SandboxRecord>('/check_ins/v2/themes');
    const included = (type: string, id: string | undefined) =>
      (stations.json.included ?? []).find((r) => r.type === type && r.id === id);
    expect(stations.json.data.length).toBeGreaterThan(0);

    sandbox.renderAt('/check-ins/stations', <StationsPage />);
    await screen.findByRole('heading', { level: 1, name: 'Stations and themes' });
    const stationsTable = screen.getByRole('table', { name: 'Stations' });
    const rows = () => [...stationsTable.querySelectorAll<HTMLElement>('tbody tr')];
    await waitFor(() => expect(rows()).toHaveLength(Math.min(25, stations.json.meta.total_count)));
    for (const [index, station] of stations.json.data.slice(0, 25).entries()) {
      const row = rows()[index] as HTMLElement;
      expect(row.querySelector('td')?.textContent).toBe(text(station, 'name'));
      const theme = included('Theme', station.relationships.theme?.data?.id);
      if (theme) {
        expect(row.textContent).toContain(text(theme, 'name'));
        expect(row.textContent).toContain(text(theme, 'color').toLowerCase());
      }
      const event = included('Event', station.relationships.event?.data?.id);
      if (event) {
        expect(
          within(row)
            .getByRole('link', { name: text(event, 'name') })
            .getAttribute('href'),
        ).toBe(`/check-ins/events/${event.id}`);
      }
      expect(row.textContent).toContain(station.attributes.online === true ? 'Online' : 'Offline');
    }

    const themesTable = screen.getByRole('table', { name: 'Themes' });
    await waitFor(() =>
      expect(themesTable.querySelectorAll('tbody tr')).toHaveLength(themes.length),
    );
    for (const theme of themes) {
      const row = within(themesTable).getByRole('row', { name: new RegExp(text(theme, 'name')) });
      expect(row.textContent).toContain(text(theme, 'color').toLowerCase());
      expect(row.textContent).toContain(text(theme, 'text_color').toLowerCase());
      if (text(theme, 'image') !== '') expect(row.textContent).toContain(text(theme, 'image'));
    }
    // Theme images live on other hosts: the page shows their addresses, never the images.
    expect(document.body.querySelectorAll('img')).toHaveLength(0);
  });
});
