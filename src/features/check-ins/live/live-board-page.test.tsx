// @vitest-environment jsdom
/**
 * The live rooms page against the sandbox with a session running now: rooms and their marks,
 * the roster (medical notes read only when revealed), the check-out feed and the lookup; and
 * the ratio target, saved through the real proxy for all staff, with a change made meanwhile by
 * someone else shown rather than overwritten.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient } from '../../../api/client';
import { sharedSettingUrl } from '../../../api/proxy/shared-settings-contract';
import { recordCheckIn, recordCheckOut } from '../../../sandbox/live/live-writes';
import { startProxy, type RunningProxy } from '../../../server/testing/proxy-harness';
import {
  sandboxAuth,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { LiveBoardPage } from './live-board-page';

const setup = startSandboxForComponentTests({ liveSession: { tickMs: false } });
let proxy: RunningProxy;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  // The shared settings live behind the proxy: the page's relative URLs go to a real one.
  proxy = await startProxy({ apiBaseUrl: setup.url() });
  globalThis.fetch = (input, init) =>
    typeof input === 'string' && input.startsWith('/')
      ? realFetch(new URL(input, proxy.url), init)
      : realFetch(input, init);
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await proxy.close();
});

/** The client the page uses, recording every URL it asks for. */
function recordingClient() {
  const asked: string[] = [];
  const client = createClient({
    baseUrl: setup.url(),
    auth: sandboxAuth,
    fetch: (input, init) => {
      asked.push(decodeURIComponent(String(input)));
      return realFetch(input, init);
    },
  });
  return { client, asked };
}

function session() {
  const live = setup.sandbox().live;
  if (!live) throw new Error('no live session');
  return live.advance();
}

/** Checks a guest into a room of the session's Kids Church time now. */
function checkInGuest(locationId: number, firstName: string, medicalNotes = '') {
  return recordCheckIn(setup.sandbox().ctx.db, {
    eventTimeIds: [session().eventTimeIds.kids],
    locationId,
    kind: 'Guest',
    personId: null,
    firstName,
    lastName: 'Tester',
    medicalNotes,
    emergencyName: '',
    emergencyPhone: '',
    securityCode: `T${firstName.slice(0, 3).toUpperCase()}`,
    stationId: null,
    checkedInById: null,
    atMs: Date.now(),
  });
}

async function roomCard(name: string) {
  const heading = await screen.findByRole('heading', { name, level: 3 }, { timeout: 15_000 });
  const card = heading.closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('the live rooms page', () => {
  it('shows the rooms running now, marks a room over capacity in words, and lists who left', async () => {
    const { client } = recordingClient();
    setup.renderAt('/check-ins/live', <LiveBoardPage />, client);
    const babies = await roomCard('Babies');
    expect(within(babies).getByTestId('room-present').textContent).toMatch(/\/ 12$/);

    for (let i = 0; i < 14; i++) checkInGuest(6, `Crowd${i}`);
    const leaving = checkInGuest(7, 'Leaving');
    recordCheckOut(setup.sandbox().ctx.db, leaving.id, Date.now(), null);
    fireEvent.click(screen.getByRole('button', { name: 'Read now' }));

    await waitFor(() => expect(within(babies).getByText(/^Over capacity by \d+$/)).toBeTruthy(), {
      timeout: 15_000,
    });
    expect(within(babies).getByTestId('room-present').getAttribute('aria-label')).toMatch(
      /in the room of 12: Over capacity by/,
    );
    const feed = screen.getByRole('region', { name: 'Just checked out' });
    expect(within(feed).getAllByRole('listitem')[0]?.textContent).toContain('Leaving Tester');
  });

  it('finds someone by security code, with their room', async () => {
    checkInGuest(9, 'Findme');
    const { client } = recordingClient();
    setup.renderAt('/check-ins/live?q=TFIN', <LiveBoardPage />, client);
    const matches = await screen.findByRole('region', { name: 'Matches' }, { timeout: 15_000 });
    await waitFor(() => expect(matches.textContent).toContain('Findme Tester'));
    expect(within(matches).getByRole('button', { name: 'Twos & Threes' })).toBeTruthy();
  });

  it('hides medical notes until revealed, and reads them only then', async () => {
    const { id } = checkInGuest(10, 'Noted', 'Peanut allergy: EpiPen in the bag');
    const { client, asked } = recordingClient();
    setup.renderAt('/check-ins/live?room=10', <LiveBoardPage />, client);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Roster of Pre-K' },
      { timeout: 15_000 },
    );
    const row = await within(dialog).findByTestId(`roster-${id}`, {}, { timeout: 15_000 });
    expect(dialog.textContent).not.toContain('Peanut allergy');
    expect(asked.filter((url) => url.includes('medical_notes'))).toEqual([]);
    expect(
      asked.every(
        (url) => !url.includes('/check_ins/v2/check_ins') || url.includes('fields[CheckIn]='),
      ),
    ).toBe(true);

    fireEvent.click(within(row).getByRole('button', { name: 'Show medical notes' }));
    await within(row).findByText('Peanut allergy: EpiPen in the bag');
    expect(asked.filter((url) => url.includes('fields[CheckIn]=medical_notes'))).toEqual([
      expect.stringContaining(`/check_ins/v2/check_ins/${id}?`),
    ]);
    fireEvent.click(within(row).getByRole('button', { name: 'Hide medical notes' }));
    expect(row.textContent).not.toContain('Peanut allergy');
  });

  it('saves a room’s ratio target for all staff, and never over a change made meanwhile', async () => {
    const { client } = recordingClient();
    setup.renderAt('/check-ins/live?room=12', <LiveBoardPage />, client);
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Roster of K-1st' },
      { timeout: 15_000 },
    );
    const input = await within(dialog).findByLabelText('Attendees per volunteer');
    await waitFor(() => expect((input as HTMLInputElement).disabled).toBe(false));

    fireEvent.change(input, { target: { value: '0' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save target' }));
    expect(await within(dialog).findByText(/from 1 to 50/)).toBeTruthy();

    fireEvent.change(input, { target: { value: '6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save target' }));
    await within(dialog).findByText(
      /Saved for all staff: 1 volunteer for every 6 attendees in K-1st/,
    );
    const card = await roomCard('K-1st');
    await waitFor(() => expect(card.textContent).toContain('Target: 1 volunteer per 6 attendees'));

    // Someone else changes the targets meanwhile.
    const read = await realFetch(new URL(sharedSettingUrl('live-rooms'), proxy.url), {
      headers: { 'X-CSRF': '1' },
    });
    const theirs = await realFetch(new URL(sharedSettingUrl('live-rooms'), proxy.url), {
      method: 'PUT',
      headers: {
        'X-CSRF': '1',
        'Content-Type': 'application/json',
        'If-Match': read.headers.get('etag') ?? '',
      },
      body: JSON.stringify({ value: { rooms: { 12: { attendeesPerVolunteer: 9 } } } }),
    });
    expect(theirs.status).toBe(200);

    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save target' }));
    expect(
      await within(dialog).findByText(
        /changed the ratio targets while you were editing, so yours was not saved\. This room’s target is now 9 attendees per volunteer/,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save target' }));
    await within(dialog).findByText(/Saved for all staff: 1 volunteer for every 4 attendees/);
  });
});
