// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  findIgnoredLinkSettings,
  startSandboxForComponentTests,
} from '../../ui/testing/sandbox-component-tests';
import { HeadcountsPage } from './headcounts-page';

const sandbox = startSandboxForComponentTests();

const search = () => screen.getByTestId('search').textContent;

describe('HeadcountsPage', () => {
  it('says so when the event counts no attendance type', async () => {
    const { json } = await sandbox.request<{
      data: { id: string; relationships: { event: { data: { id: string } | null } } }[];
    }>('GET', '/check_ins/v2/event_times?include=event&order=-starts_at&per_page=50');
    // Morning Prayer (event 4, src/sandbox/seed/check-ins-setup.ts) counts no one by headcount.
    const prayer = json.data.find((time) => time.relationships.event.data?.id === '4');
    if (!prayer) throw new Error('the sandbox has no Morning Prayer event time');
    sandbox.renderAt(`/headcounts?event_time=${prayer.id}`, <HeadcountsPage />);
    expect(await screen.findByRole('heading', { name: 'No attendance types' })).toBeTruthy();
  });

  it('leaves out an event and an event time in the link that are not ids, says so, and clears them', async () => {
    sandbox.renderAt('/headcounts?event=x1&event_time=abc', <HeadcountsPage />);
    const ignored = await findIgnoredLinkSettings();
    expect(ignored.textContent).toContain("event 'x1' is not an event id");
    expect(ignored.textContent).toContain("event_time 'abc' is not an event time id");
    expect(await screen.findByRole('heading', { name: 'Choose an event time' })).toBeTruthy();
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    fireEvent.click(within(ignored).getByRole('button', { name: 'Clear them from the address' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByText(/Some of this link's settings/)).toBeNull();
  });

  it('says once that an event time is not there, with nothing to retry', async () => {
    sandbox.renderAt('/headcounts?event_time=999999', <HeadcountsPage />);
    expect(await screen.findByText('This event time was not found')).toBeTruthy();
    expect(screen.getAllByText('This event time was not found')).toHaveLength(1);
    expect(screen.queryByText(/could not be loaded/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('updates a headcount someone else created while the page showed none, instead of failing', async () => {
    // Sunday Service (1) and its Overflow Room (2): src/sandbox/seed/check-ins-setup.ts.
    const overflow = '2';
    const { json } = await sandbox.request<{
      data: { id: string; relationships: { event: { data: { id: string } | null } } }[];
    }>('GET', '/check_ins/v2/event_times?include=event&order=-starts_at&per_page=100');
    const stored = async (timeId: string) => {
      const answer = await sandbox.request<{
        data: {
          attributes: { total: number };
          relationships: { attendance_type: { data: { id: string } | null } };
        }[];
      }>('GET', `/check_ins/v2/event_times/${timeId}/headcounts?include=attendance_type`);
      return answer.json.data
        .filter((h) => h.relationships.attendance_type.data?.id === overflow)
        .map((h) => h.attributes.total);
    };
    let time: string | undefined;
    for (const candidate of json.data.filter((t) => t.relationships.event.data?.id === '1')) {
      if ((await stored(candidate.id)).length === 0) {
        time = candidate.id;
        break;
      }
    }
    if (time === undefined) throw new Error('every Sunday time has an Overflow Room headcount');

    sandbox.renderAt(`/headcounts?event=1&event_time=${time}`, <HeadcountsPage />);
    const card = await screen.findByRole('region', { name: 'Overflow Room' });
    await waitFor(() => expect(card.textContent).toContain('No count yet'));

    // Another staff member creates it while this page still shows none.
    const created = await sandbox.request('POST', `/check_ins/v2/event_times/${time}/headcounts`, {
      data: {
        type: 'Headcount',
        attributes: { total: 3 },
        relationships: { attendance_type: { data: { type: 'AttendanceType', id: overflow } } },
      },
    });
    expect(created.status).toBe(201);

    fireEvent.change(within(card).getByLabelText('New total for Overflow Room'), {
      target: { value: '7' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(card).getByRole('status').textContent).toBe('Saved: the total is now 7.'),
    );
    await waitFor(() => expect(card.textContent).toContain('Current total: 7'));
    expect(await stored(time)).toEqual([7]);
  });
});
