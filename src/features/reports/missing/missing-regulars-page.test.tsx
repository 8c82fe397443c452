// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient } from '../../../api/client';
import { todayIn } from '../../../lib/pure/calendar-days';
import {
  defaultMissingRule,
  findMissingRegulars,
  missingDays,
} from '../../../lib/pure/pastoral-care/missing-regulars';
import { loadPeopleDirectory } from '../../../lib/pure/pastoral-care/people-directory';
import { loadRecentCheckIns } from '../../../lib/pure/pastoral-care/recent-check-ins';
import { startSandbox } from '../../../sandbox/server';
import { LanguageProvider } from '../../../ui/i18n/language-context';
import {
  sandboxAuth,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { MissingRegularsPage } from './missing-regulars-page';

const sandbox = startSandboxForComponentTests();

const inUrl = (name: string) =>
  new URLSearchParams(screen.getByTestId('search').textContent).get(name);
const summary = () => screen.findByTestId('missing-summary');
const counted = async () =>
  waitFor(() => expect(screen.getByTestId('how-counted')).toBeTruthy(), { timeout: 30_000 });

/** What the page must show for the defaults: the loaders' own answer, read over the same API. */
async function expectedDefaults() {
  const client = sandbox.client();
  const organization = await client.get('/check_ins/v2', {});
  const timeZone = String(organization?.attributes.time_zone);
  const today = todayIn(timeZone);
  const [recent, directory] = await Promise.all([
    loadRecentCheckIns(client, { since: missingDays(defaultMissingRule, today).from, timeZone }),
    loadPeopleDirectory(client),
  ]);
  return findMissingRegulars(recent, directory, defaultMissingRule, today, 'all');
}

describe('MissingRegularsPage', () => {
  it('lists the people found, each linked to their profile, and shows volunteers apart', async () => {
    sandbox.renderAt('/reports/missing', <MissingRegularsPage />);
    await counted();
    const expected = await expectedDefaults();
    expect(expected.regulars.length).toBeGreaterThan(0);
    expect((await summary()).textContent).toMatch(
      new RegExp(`^${expected.regulars.length} regulars? ha(s|ve) missed 3 weeks or more$`),
    );
    const table = screen.getByRole('table', { name: 'Missing regulars' });
    for (const person of expected.regulars) {
      expect(within(table).getByRole('link', { name: person.name }).getAttribute('href')).toBe(
        `/people/${person.personId}`,
      );
    }

    fireEvent.click(screen.getByRole('radio', { name: /^Volunteers/ }));
    await waitFor(() => expect(inUrl('show')).toBe('volunteers'));
    screen.getByRole('table', { name: 'Missing volunteers' });
    expect((await summary()).textContent).toMatch(
      new RegExp(`^${expected.volunteers.length} volunteers? ha(s|ve) missed`),
    );
  }, 60_000);

  it('applies a rule that can be counted, and says why one cannot at its field', async () => {
    sandbox.renderAt('/reports/missing', <MissingRegularsPage />);
    await counted();
    const missed = screen.getByLabelText<HTMLInputElement>('Weeks missed');
    fireEvent.change(missed, { target: { value: '8' } });
    await screen.findByText('At least 1, and fewer than 8 weeks');
    expect(inUrl('missing')).toBeNull();
    fireEvent.change(missed, { target: { value: '2' } });
    await waitFor(() => expect(inUrl('missing')).toBe('2'));
    await waitFor(() =>
      expect(screen.queryByText('At least 1, and fewer than 8 weeks')).toBeNull(),
    );
    expect((await summary()).textContent).toMatch(/missed 2 weeks or more$/);
  }, 60_000);

  it('names the link’s parts it ignored, and clears them', async () => {
    sandbox.renderAt('/reports/missing?event=abc&weeks=99&min=2', <MissingRegularsPage />);
    await screen.findByText("event 'abc' is not an event's id");
    screen.getByText('weeks: between 1 and 52 weeks');
    fireEvent.click(screen.getByRole('button', { name: 'Clear them from the address' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe(''));
    await counted();
  }, 60_000);
});

describe('MissingRegularsPage in Spanish', () => {
  it('says the list, its counts and a rule’s problem in Spanish, one week and many', async () => {
    sandbox.renderAt(
      '/reports/missing',
      <LanguageProvider setting={testLanguage('es')}>
        <MissingRegularsPage />
      </LanguageProvider>,
    );
    await counted();
    const expected = await expectedDefaults();
    const people = expected.regulars.length;
    expect((await summary()).textContent).toBe(
      people === 1
        ? '1 asistente habitual ha faltado 3 semanas o más'
        : `${people} asistentes habituales han faltado 3 semanas o más`,
    );
    screen.getByRole('heading', { level: 1, name: 'Informes' });
    screen.getByRole('table', { name: 'Habituales ausentes' });
    screen.getByRole('radio', { name: `Voluntarios (${expected.volunteers.length})` });

    const missed = screen.getByLabelText<HTMLInputElement>('Semanas sin venir');
    fireEvent.change(missed, { target: { value: '8' } });
    await screen.findByText('Al menos 1, y menos de 8 semanas');
    fireEvent.change(missed, { target: { value: '1' } });
    await waitFor(() => expect(inUrl('missing')).toBe('1'));
    await waitFor(async () =>
      expect((await summary()).textContent).toMatch(/ha(n)? faltado 1 semana o más$/),
    );
  }, 60_000);
});

describe('MissingRegularsPage under a tight rate limit', () => {
  let slow: Awaited<ReturnType<typeof startSandbox>> | undefined;
  beforeAll(async () => {
    slow = await startSandbox({
      file: ':memory:',
      scale: 'small',
      config: { rateLimit: { limit: 3, periodSeconds: 60 } },
    });
  }, 60_000);
  afterAll(async () => {
    await slow?.close();
  });

  it('shows the walk’s progress, and Cancel stops it', async () => {
    const client = createClient({ baseUrl: slow?.url ?? '', auth: sandboxAuth });
    sandbox.renderAt('/reports/missing', <MissingRegularsPage />, client);
    const progress = await screen.findByRole(
      'region',
      { name: 'Counting missing regulars' },
      { timeout: 10_000 },
    );
    fireEvent.click(within(progress).getByRole('button', { name: 'Cancel' }));
    await screen.findByText('Counting cancelled');
    expect(screen.queryByRole('region', { name: 'Counting missing regulars' })).toBeNull();
  }, 60_000);
});
