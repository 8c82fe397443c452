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
});
