// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import {
  sandboxAuth,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { EventAttendance } from './event-attendance';

const sandbox = startSandboxForComponentTests();

/** A client over the sandbox whose whole headcounts list fails, as a service having a bad day. */
function clientFailingHeadcounts(): Client {
  return createClient({
    baseUrl: sandbox.url(),
    auth: sandboxAuth,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname === '/check_ins/v2/headcounts') {
        return Promise.resolve(
          Response.json(
            { errors: [{ status: '500', title: 'Internal Server Error' }] },
            { status: 500, headers: { 'content-type': 'application/vnd.api+json' } },
          ),
        );
      }
      return fetch(input, init);
    },
  });
}

async function kidsChurch(): Promise<string> {
  const events = await sandbox.client().list('/check_ins/v2/events', { perPage: 100 });
  const event = events.records.find((e) => e.attributes.name === 'Kids Church');
  if (!event) throw new Error('the sandbox seeds Kids Church');
  return event.id;
}

/** The totals column of the chart's table, and each row's check-ins (its first three counts). */
function tableFigures() {
  const table = screen.getByRole('table', { name: 'Attendance by session' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row)
        .getAllByRole('cell')
        .map((cell) => Number(cell.textContent.replace(/[^\d]/g, '')));
      return {
        checkIns: (cells[0] ?? 0) + (cells[1] ?? 0) + (cells[2] ?? 0),
        total: cells.at(-1) ?? 0,
      };
    });
}

describe('EventAttendance', () => {
  it('totals check-ins plus headcounts, with a column per attendance type', async () => {
    const eventId = await kidsChurch();
    sandbox.renderAt('/', <EventAttendance eventId={eventId} />);
    expect(await screen.findByText('Total attendance: check-ins plus headcounts.')).toBeDefined();
    const table = screen.getByRole('table', { name: 'Attendance by session' });
    expect(within(table).getByRole('columnheader', { name: 'Walk-in Kids' })).toBeDefined();
    const figures = tableFigures();
    expect(figures.length).toBeGreaterThan(1);
    expect(figures.some((f) => f.total > f.checkIns)).toBe(true);
  });

  it('still shows the check-ins, and says so, when the headcounts cannot be read', async () => {
    const eventId = await kidsChurch();
    sandbox.renderAt('/', <EventAttendance eventId={eventId} />, clientFailingHeadcounts());
    expect(await screen.findByText(/Could not load the headcounts/)).toBeDefined();
    expect(screen.getByText('The chart and its totals count check-ins only.')).toBeDefined();
    expect(screen.getByRole('button', { name: /Retry|Try again/ })).toBeDefined();
    expect(screen.getByRole('img', { name: /Stacked bar chart/ })).toBeDefined();
    await waitFor(() => expect(tableFigures().length).toBeGreaterThan(1));
    for (const figure of tableFigures()) expect(figure.total).toBe(figure.checkIns);
    expect(screen.queryByText(/check-ins plus headcounts/)).toBeNull();
  });
});

interface SandboxRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: { id: string } | { id: string }[] | null }>;
}

const linked = (record: SandboxRecord, name: string) => {
  const data = record.relationships[name]?.data;
  return data && !Array.isArray(data) ? data.id : undefined;
};

/**
 * Per session of an event, as the sandbox counts it: its regular, guest and volunteer check-ins
 * plus the headcounts of its event times, oldest session first.
 */
async function sandboxSessionTotals(eventId: string) {
  const [{ data: sessions }, headcounts] = await Promise.all([
    sandbox.all<SandboxRecord>(`/check_ins/v2/events/${eventId}/event_periods`),
    sandbox.all<SandboxRecord>('/check_ins/v2/headcounts?include=event_time'),
  ]);
  // Linkage comes with what is included: each headcount's event time, and that time's session.
  const sessionOfTime = new Map(headcounts.included.map((t) => [t.id, linked(t, 'event_period')]));
  const headcountsOf = new Map<string, number>();
  for (const headcount of headcounts.data) {
    const session = sessionOfTime.get(linked(headcount, 'event_time') ?? '');
    if (session === undefined) continue;
    headcountsOf.set(
      session,
      (headcountsOf.get(session) ?? 0) + Number(headcount.attributes.total),
    );
  }
  return [...sessions]
    .sort((a, b) => String(a.attributes.starts_at).localeCompare(String(b.attributes.starts_at)))
    .map((session) => {
      const checkIns = ['regular_count', 'guest_count', 'volunteer_count'].reduce(
        (sum, name) => sum + Number(session.attributes[name]),
        0,
      );
      const headcounts = headcountsOf.get(session.id) ?? 0;
      return { checkIns, headcounts, total: checkIns + headcounts };
    });
}

describe('EventAttendance, against the sandbox’s own counts', () => {
  it('names every attendance type in the legend and the table, and totals each session as the sandbox counts it', async () => {
    const eventId = await kidsChurch();
    const { data: types } = await sandbox.all<SandboxRecord>(
      `/check_ins/v2/events/${eventId}/attendance_types`,
    );
    expect(types.length).toBeGreaterThan(0);
    const typeNames = types.map((type) => String(type.attributes.name));
    const expected = await sandboxSessionTotals(eventId);
    expect(expected.some((e) => e.headcounts > 0)).toBe(true);
    expect(expected.some((e) => e.checkIns > 0)).toBe(true);

    sandbox.renderAt('/', <EventAttendance eventId={eventId} />);
    expect(await screen.findByText('Total attendance: check-ins plus headcounts.')).toBeDefined();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Regulars', 'Guests', 'Volunteers', ...typeNames]);
    const table = screen.getByRole('table', { name: 'Attendance by session' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Session', 'Regulars', 'Guests', 'Volunteers', ...typeNames, 'Total']);
    await waitFor(() =>
      expect(tableFigures().map((figure) => figure.total)).toEqual(expected.map((e) => e.total)),
    );
  });
});
