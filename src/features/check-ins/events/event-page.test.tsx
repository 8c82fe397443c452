// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { EventPage } from './event-page';

const sandbox = startSandboxForComponentTests();

interface SandboxRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

const text = (record: SandboxRecord | undefined, name: string) => String(record?.attributes[name]);

async function eventIdNamed(name: string): Promise<string> {
  const { data } = await sandbox.all<SandboxRecord>('/check_ins/v2/events');
  const event = data.find((e) => e.attributes.name === name);
  if (!event) throw new Error(`the sandbox has no event ${name}`);
  return event.id;
}

/** The words of a table's body rows, cell by cell. */
function bodyRows(table: HTMLElement): string[][] {
  return [...table.querySelectorAll(':scope > tbody > tr')].map((row) =>
    [...row.querySelectorAll(':scope > td')].map((cell) => cell.textContent.trim()),
  );
}

describe('EventPage', () => {
  it('shows the sessions newest first with the sandbox’s counts, and a session’s event times with their counts and headcounts links', async () => {
    const eventId = await eventIdNamed('Sunday Service');
    const { data: sessions } = await sandbox.all<SandboxRecord>(
      `/check_ins/v2/events/${eventId}/event_periods`,
    );
    expect(sessions.length).toBeGreaterThan(1);
    const newestFirst = [...sessions].reverse();

    sandbox.renderAt(
      `/check-ins/events/${eventId}`,
      <Routes>
        <Route path="/check-ins/events/:eventId" element={<EventPage />} />
      </Routes>,
    );
    await screen.findByRole('heading', { level: 1, name: 'Sunday Service' });
    expect(
      within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
        name: 'Events',
      }),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Sessions of this event, newest first' });
    await waitFor(() => expect(bodyRows(table)).toHaveLength(Math.min(10, sessions.length)));
    for (const [index, session] of newestFirst.slice(0, 3).entries()) {
      const cells = bodyRows(table)[index] ?? [];
      expect(cells.slice(2, 5)).toEqual([
        text(session, 'regular_count'),
        text(session, 'guest_count'),
        text(session, 'volunteer_count'),
      ]);
    }
    expect(screen.getByText(`1–10 of ${sessions.length} sessions`)).toBeTruthy();
    // The chart's own table has a row per session.
    expect(
      await screen.findByText(new RegExp(`^Covers all ${sessions.length} sessions, from `)),
    ).toBeTruthy();
    const alternative = screen.getByRole('table', { name: 'Attendance by session' });
    expect(within(alternative).getAllByRole('row')).toHaveLength(1 + sessions.length);

    // The newest session's event times, with their counts and a link to their headcounts.
    const newest = newestFirst[0];
    const { data: allTimes } = await sandbox.all<SandboxRecord>(
      '/check_ins/v2/event_times?include=event_period&order=starts_at',
    );
    const times = allTimes.filter((time) => {
      const link = time.relationships.event_period?.data;
      return link && !Array.isArray(link) && link.id === newest?.id;
    });
    expect(times.length).toBeGreaterThan(0);
    const firstRow = table.querySelector<HTMLElement>(':scope > tbody > tr');
    const toggle = within(firstRow as HTMLElement).getByRole('button', { name: /^Times/ });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const timesTable = await screen.findByRole('table', { name: 'Event times of this session' });
    await waitFor(() => expect(bodyRows(timesTable)).toHaveLength(times.length));
    const timeRows = timesTable.querySelectorAll(':scope > tbody > tr');
    for (const [index, time] of times.entries()) {
      const row = timeRows[index] as HTMLElement;
      expect(bodyRows(timesTable)[index]?.slice(1, 4)).toEqual([
        text(time, 'regular_count'),
        text(time, 'guest_count'),
        text(time, 'volunteer_count'),
      ]);
      expect(
        within(row)
          .getByRole('link', { name: /^Headcounts/ })
          .getAttribute('href'),
      ).toBe(`/headcounts?event=${eventId}&event_time=${time.id}`);
    }
  });
});

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function renderEventPage(url: string) {
  return sandbox.renderAt(
    url,
    <Routes>
      <Route path="/check-ins/events/:eventId" element={<EventPage />} />
    </Routes>,
  );
}

describe('EventPage tabs', () => {
  it('shows the attendance types, labels and people as the sandbox has them; Back returns to the tab before', async () => {
    const eventId = await eventIdNamed('Sunday Service');
    const { data: types } = await sandbox.all<SandboxRecord>(
      `/check_ins/v2/events/${eventId}/attendance_types`,
    );
    const history = renderEventPage(`/check-ins/events/${eventId}?tab=attendance-types`);
    const typesTable = await screen.findByRole('table', { name: 'Attendance types of this event' });
    await waitFor(() => expect(bodyRows(typesTable)).toHaveLength(types.length));
    for (const type of types) {
      const row = within(typesTable).getByRole('row', {
        name: new RegExp(escapeRegExp(text(type, 'name'))),
      });
      expect(row.textContent).toContain(text(type, 'color').toLowerCase());
    }

    const eventLabels = await sandbox.all<SandboxRecord>(
      `/check_ins/v2/events/${eventId}/event_labels?include=label`,
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Labels' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(/tab=labels/));
    const labelsTable = await screen.findByRole('table', { name: 'Labels printed for this event' });
    await waitFor(() => expect(bodyRows(labelsTable)).toHaveLength(eventLabels.data.length));
    for (const label of eventLabels.included) {
      const row = within(labelsTable).getByRole('row', {
        name: new RegExp(escapeRegExp(text(label, 'name'))),
      });
      expect(row.textContent).toContain(
        text(label, 'prints_for') === 'Person' ? 'Name label' : 'Security label',
      );
      expect(
        await screen.findByRole('heading', { name: text(label, 'name'), level: 3 }),
      ).toBeTruthy();
    }
    expect(screen.getByRole('heading', { name: 'Where these labels print' })).toBeTruthy();

    const people = await sandbox.request<{
      data: SandboxRecord[];
      included: SandboxRecord[];
      meta: { total_count: number };
    }>('GET', `/check_ins/v2/events/${eventId}/person_events?include=person`);
    fireEvent.click(screen.getByRole('tab', { name: 'People' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(/tab=people/));
    const peopleTable = await screen.findByRole('table', {
      name: 'People who checked in to this event',
    });
    await waitFor(() =>
      expect(bodyRows(peopleTable)).toHaveLength(Math.min(25, people.json.meta.total_count)),
    );
    const firstPerson = people.json.data[0];
    const personLink = firstPerson?.relationships.person?.data;
    const person = people.json.included.find(
      (p) => personLink && !Array.isArray(personLink) && p.id === personLink.id,
    );
    const firstRow = peopleTable.querySelector<HTMLElement>('tbody tr');
    if (person) {
      expect(firstRow?.textContent).toContain(
        `${text(person, 'first_name')} ${text(person, 'last_name')}`,
      );
    }
    expect(bodyRows(peopleTable)[0]?.[1]).toBe(text(firstPerson, 'check_in_count'));
    expect(firstRow?.querySelectorAll('time')).toHaveLength(2);
    expect(screen.getByText(new RegExp(`of ${people.json.meta.total_count} people`))).toBeTruthy();

    // Back returns to the previous tab.
    history.navigator.go(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Labels' }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(screen.getByTestId('search').textContent).toMatch(/tab=labels/);
  });

  it('shows the locations as a folder tree, moved through with the keyboard, and a location’s details', async () => {
    const eventId = await eventIdNamed('Kids Church');
    const { data: locations } = await sandbox.all<SandboxRecord>(
      `/check_ins/v2/events/${eventId}/locations?include=parent,locations&order=name`,
    );
    const folder = locations.find((l) => l.attributes.kind === 'Folder');
    if (!folder) throw new Error('Kids Church has no folder of locations');
    const children = locations
      .filter((l) => {
        const parent = l.relationships.parent?.data;
        return parent && !Array.isArray(parent) && parent.id === folder.id;
      })
      .map((l) => text(l, 'name'));
    expect(children.length).toBeGreaterThan(0);

    renderEventPage(`/check-ins/events/${eventId}?tab=locations`);
    const tree = await screen.findByRole('tree', { name: 'Locations of Kids Church' });
    const folderItem = await within(tree).findByRole('treeitem', {
      name: new RegExp(`^${escapeRegExp(text(folder, 'name'))}`),
    });
    expect(folderItem.getAttribute('aria-expanded')).toBe('true');
    const group = within(folderItem).getByRole('group');
    expect(within(group).getAllByRole('treeitem')).toHaveLength(children.length);
    for (const child of children) {
      expect(
        within(group).getByRole('treeitem', { name: new RegExp(`^${escapeRegExp(child)}`) }),
      ).toBeTruthy();
    }

    // Keyboard: collapse and expand the folder, then open a child's details with Enter.
    folderItem.focus();
    fireEvent.keyDown(folderItem, { key: 'ArrowLeft' });
    await waitFor(() => expect(folderItem.getAttribute('aria-expanded')).toBe('false'));
    fireEvent.keyDown(folderItem, { key: 'ArrowRight' });
    await waitFor(() => expect(folderItem.getAttribute('aria-expanded')).toBe('true'));
    fireEvent.keyDown(folderItem, { key: 'ArrowDown' });
    const focused = document.activeElement as HTMLElement;
    expect(focused.getAttribute('role')).toBe('treeitem');
    fireEvent.keyDown(focused, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('search').textContent).toMatch(/location=\d+/));
    const details = await screen.findByRole('region', { name: children[0] ?? '' });
    expect(details.textContent).toContain('Max occupancy');
    fireEvent.click(within(details).getByRole('button', { name: /Show check-ins at/ }));
    expect(
      await within(details).findByRole('table', {
        name: /Check-ins at this location by session/,
      }),
    ).toBeTruthy();
  });
});
