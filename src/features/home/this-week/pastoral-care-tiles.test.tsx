// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { todayIn } from '../../../lib/pure/calendar-days';
import { bulletinDays, celebrationsBetween } from '../../../lib/pure/pastoral-care/celebrations';
import {
  defaultMissingRule,
  findMissingRegulars,
  missingDays,
} from '../../../lib/pure/pastoral-care/missing-regulars';
import { loadPeopleDirectory } from '../../../lib/pure/pastoral-care/people-directory';
import { loadRecentCheckIns } from '../../../lib/pure/pastoral-care/recent-check-ins';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { CelebrationsTile } from './celebrations-tile';
import { MissingRegularsTile } from './missing-regulars-tile';

const sandbox = startSandboxForComponentTests();

async function organization() {
  const client = sandbox.client();
  const record = await client.get('/check_ins/v2', {});
  const timeZone = String(record?.attributes.time_zone);
  return { client, timeZone, today: todayIn(timeZone) };
}

describe('the pastoral-care tiles', () => {
  it('count the regulars missing by the report’s defaults, and link to the report', async () => {
    const { client, timeZone, today } = await organization();
    const [recent, directory] = await Promise.all([
      loadRecentCheckIns(client, { since: missingDays(defaultMissingRule, today).from, timeZone }),
      loadPeopleDirectory(client),
    ]);
    const { regulars } = findMissingRegulars(recent, directory, defaultMissingRule, today, 'all');

    sandbox.renderAt('/', <MissingRegularsTile timeZone={timeZone} />);
    const tile = await screen.findByRole('region', { name: 'Missing regulars' });
    const count = await within(tile).findByTestId('missing-count', undefined, { timeout: 30_000 });
    expect(count.textContent).toBe(String(regulars.length));
    expect(tile.textContent).toContain(
      `${regulars.length === 1 ? 'regular has' : 'regulars have'} missed 3 weeks or more`,
    );
    expect(within(tile).getByRole('link', { name: 'Follow up' }).getAttribute('href')).toBe(
      '/reports/missing',
    );
  }, 60_000);

  it('count this week’s and next week’s birthdays and anniversaries, and link to the list', async () => {
    const { client, today } = await organization();
    const days = bulletinDays(today);
    const found = celebrationsBetween(await loadPeopleDirectory(client), days.from, days.to, 'en');
    const birthdays = found.filter((c) => c.kind === 'birthday').length;

    sandbox.renderAt('/', <CelebrationsTile today={today} />);
    const tile = await screen.findByRole('region', { name: 'Birthdays and anniversaries' });
    const count = await within(tile).findByTestId('celebrations-count', undefined, {
      timeout: 30_000,
    });
    expect(count.textContent).toMatch(
      new RegExp(`^${birthdays} birthdays? and ${found.length - birthdays} anniversar(y|ies) `),
    );
    expect(within(tile).getByRole('link', { name: 'Printable list' }).getAttribute('href')).toBe(
      '/reports/birthdays',
    );
  }, 60_000);
});
