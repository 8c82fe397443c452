// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createClient } from '../../../api/client';
import { todayIn } from '../../../lib/pure/calendar-days';
import { bulletinDays, celebrationsBetween } from '../../../lib/pure/pastoral-care/celebrations';
import { loadPeopleDirectory } from '../../../lib/pure/pastoral-care/people-directory';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { scopedToken } from '../../../ui/testing/scoped-token';
import { BirthdaysPage } from './birthdays-page';

const sandbox = startSandboxForComponentTests();

afterEach(() => {
  vi.restoreAllMocks();
});

describe('BirthdaysPage', () => {
  it('lists this week’s and next week’s birthdays and anniversaries from People, and prints', async () => {
    const client = sandbox.client();
    const organization = await client.get('/check_ins/v2', {});
    const days = bulletinDays(todayIn(String(organization?.attributes.time_zone)));
    const expected = celebrationsBetween(
      await loadPeopleDirectory(client),
      days.from,
      days.to,
      'en',
    );

    sandbox.renderAt('/reports/birthdays', <BirthdaysPage />);
    await screen.findByText(
      'From the birthdate and anniversary on each active person’s profile in People.',
      undefined,
      { timeout: 30_000 },
    );
    for (const [kind, caption] of [
      ['birthday', 'Birthdays'],
      ['anniversary', 'Anniversaries'],
    ] as const) {
      const names = expected.filter((c) => c.kind === kind).map((c) => c.names);
      if (names.length === 0) {
        screen.getByText(`No ${caption.toLowerCase()} this week or next.`);
        continue;
      }
      const list = screen.getByRole('list', { name: caption });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(
        expected
          .filter((c) => c.kind === kind)
          .map((c) => expect.stringContaining(c.names) as unknown as string),
      );
    }
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  }, 60_000);

  it('says plainly that anniversaries are not available to an account without People', async () => {
    const token = await scopedToken(sandbox.url(), 'check_ins');
    sandbox.renderAt(
      '/reports/birthdays',
      <BirthdaysPage />,
      createClient({ baseUrl: sandbox.url(), auth: { kind: 'bearer', token } }),
    );
    await screen.findByText(/^From the birthdate on each person’s Check-Ins record/, undefined, {
      timeout: 30_000,
    });
    screen.getByText(/^Anniversaries are not available/);
    expect(screen.queryByRole('list', { name: 'Anniversaries' })).toBeNull();
    await waitFor(() => screen.getByRole('list', { name: 'Birthdays' }));
  }, 60_000);
});
