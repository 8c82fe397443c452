/**
 * Birthdays and anniversaries: the day rules, then the people directory's dates against
 * brute-force queries of the sandbox's own tables, from the people app and, for an account
 * without People, from the check-ins app (birthdays only).
 */
import { describe, expect, it } from 'vitest';

import { createClient } from '../../../api/client';
import { addDays } from '../calendar-days';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { scopedToken } from '../../../ui/testing/scoped-token';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import {
  anniversaryDay,
  bulletinDays,
  celebrationsBetween,
  namesTogether,
  type Celebration,
} from './celebrations';
import {
  loadPeopleDirectory,
  type DirectoryPerson,
  type PeopleDirectory,
} from './people-directory';

const people = tablesOf('people');

describe('the day a yearly date falls on', () => {
  it('keeps 29 February in February: the 28th in a common year', () => {
    expect(anniversaryDay('1992-02-29', '2027-02-21', '2027-03-06')).toBe('2027-02-28');
    expect(anniversaryDay('1992-02-29', '2028-02-20', '2028-03-04')).toBe('2028-02-29');
    expect(anniversaryDay('1992-02-29', '2027-03-01', '2027-03-14')).toBeUndefined();
  });

  it('finds it across the new year, and never on or before the date itself', () => {
    expect(anniversaryDay('1985-01-02', '2026-12-27', '2027-01-09')).toBe('2027-01-02');
    expect(anniversaryDay('1985-12-30', '2026-12-27', '2027-01-09')).toBe('2026-12-30');
    expect(anniversaryDay('2026-12-30', '2026-12-27', '2027-01-09')).toBeUndefined();
    expect(anniversaryDay('2025-12-30', '2026-12-27', '2027-01-09')).toBe('2026-12-30');
  });

  it('passes over a date that is not one', () => {
    expect(anniversaryDay('1990-02-30', '2027-02-21', '2027-03-06')).toBeUndefined();
  });

  it('covers this week from Sunday and the next', () => {
    // Wednesday 25 November 2026.
    expect(bulletinDays('2026-11-25')).toEqual({ from: '2026-11-22', to: '2026-12-05' });
  });
});

const person = (
  id: string,
  firstName: string,
  lastName: string,
  dates: Partial<Pick<DirectoryPerson, 'birthdate' | 'anniversary'>>,
  household = `h${id}`,
): DirectoryPerson => ({
  id,
  firstName,
  lastName,
  name: `${firstName} ${lastName}`,
  birthdate: dates.birthdate ?? null,
  anniversary: dates.anniversary ?? null,
  households: [{ id: household, name: `${lastName} Household` }],
});

const directoryOf = (list: DirectoryPerson[]): PeopleDirectory => ({
  source: 'people',
  people: new Map(list.map((p) => [p.id, p])),
  requests: 1,
});

describe('celebrations between two days', () => {
  it('lists a couple’s anniversary once with both names, and each birthday, by day', () => {
    const found = celebrationsBetween(
      directoryOf([
        person('1', 'Mark', 'Lee', { anniversary: '2001-11-24', birthdate: '1975-11-30' }, 'h1'),
        person('2', 'Anna', 'Lee', { anniversary: '2001-11-24' }, 'h1'),
        person('3', 'Sam', 'Chen', { anniversary: '2001-11-24' }, 'h3'),
        person('4', 'Ruth', 'Ortiz', { birthdate: '1950-11-24' }),
      ]),
      '2026-11-22',
      '2026-12-05',
      'en',
    );
    expect(
      found.map((c: Celebration) => [c.day, c.kind, c.names, c.years, c.people.length]),
    ).toEqual([
      ['2026-11-24', 'birthday', 'Ruth Ortiz', 76, 1],
      ['2026-11-24', 'anniversary', 'Anna and Mark Lee', 25, 2],
      ['2026-11-24', 'anniversary', 'Sam Chen', 25, 1],
      ['2026-11-30', 'birthday', 'Mark Lee', 51, 1],
    ]);
  });

  it('names people of different last names in full', () => {
    expect(
      namesTogether([person('1', 'Ann', 'Lee', {}), person('2', 'Bo', 'Chen', {})], 'en'),
    ).toBe('Ann Lee and Bo Chen');
  });

  it('joins the names in the locale’s words', () => {
    const couple = [person('1', 'Ana', 'Ruiz', {}), person('2', 'Marco', 'Ruiz', {})];
    expect(namesTogether(couple, 'es')).toBe('Ana y Marco Ruiz');
    expect(namesTogether([couple[0]!, person('3', 'Bo', 'Chen', {})], 'es-MX')).toBe(
      'Ana Ruiz y Bo Chen',
    );
  });
});

const sandbox = startTodaysSandbox();

/** Month-days (MM-DD) of the days of a range, with 29 February read as the 28th in a common year. */
function monthDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day.slice(5));
  const leapInRange = days.includes('02-29');
  if (days.includes('02-28') && !leapInRange) days.push('02-29');
  return days;
}

function inRange(column: 'birthdate' | 'anniversary', from: string, to: string, active: boolean) {
  const marks = monthDays(from, to);
  return sandbox
    .rows<{ id: number }>(
      `SELECT id FROM ${people('Person')} WHERE ${column} IS NOT NULL
         AND substr(${column}, 6) IN (${marks.map(() => '?').join(', ')})
         AND substr(${column}, 1, 4) < ? ${active ? "AND status = 'active'" : ''}`,
      ...marks,
      from.slice(0, 4),
    )
    .map((row) => String(row.id))
    .sort();
}

const idsOf = (found: Celebration[], kind: Celebration['kind']) =>
  found
    .filter((c) => c.kind === kind)
    .flatMap((c) => c.people.map((p) => p.id))
    .sort();

describe('the people directory’s celebrations', () => {
  it('are the active people whose birthdate or anniversary falls in the days, as SQL finds them', async () => {
    const directory = await loadPeopleDirectory(sandbox.client);
    expect(directory.source).toBe('people');
    // Eight weeks ending within this year, so every date's year is the range's.
    const to = `${sandbox.today.slice(0, 4)}-12-31`;
    const from = addDays(to, -55);
    const found = celebrationsBetween(directory, from, to, 'en');
    const birthdays = idsOf(found, 'birthday');
    expect(birthdays.length).toBeGreaterThan(0);
    expect(birthdays).toEqual(inRange('birthdate', from, to, true));
    const anniversaries = idsOf(found, 'anniversary');
    expect(anniversaries.length).toBeGreaterThan(0);
    expect(anniversaries).toEqual(inRange('anniversary', from, to, true));
    // A couple is one entry: no entry names the same household's anniversary twice.
    const couples = found.filter((c) => c.kind === 'anniversary' && c.people.length === 2);
    expect(couples.length).toBeGreaterThan(0);
  });

  it('come from the check-ins app, birthdays only, for an account without People', async () => {
    const client = createClient({
      baseUrl: sandbox.url,
      auth: { kind: 'bearer', token: await scopedToken(sandbox.url, 'check_ins') },
    });
    const directory = await loadPeopleDirectory(client);
    expect(directory.source).toBe('check-ins');
    const to = `${sandbox.today.slice(0, 4)}-12-31`;
    const from = addDays(to, -55);
    const found = celebrationsBetween(directory, from, to, 'en');
    expect(idsOf(found, 'anniversary')).toEqual([]);
    // Check-ins lists people of every status.
    expect(idsOf(found, 'birthday')).toEqual(inRange('birthdate', from, to, false));
  });
});
