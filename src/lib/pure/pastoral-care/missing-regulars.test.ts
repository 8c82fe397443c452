/**
 * Missing regulars against brute-force queries of the sandbox's own database: the loaders walk
 * the API over HTTP (its data ends today, with the seed's regulars who stopped coming); the test
 * counts each person's check-ins in the tables.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { realDialect } from '../../../api/catalog/dialects';
import { createClient } from '../../../api/client';
import { startSandbox } from '../../../sandbox/server';
import { sandboxAuth } from '../../../ui/testing/sandbox-component-tests';
import { todayIn, zonedDayStart } from '../calendar-days';
import { tablesOf } from '../../../sandbox/catalog-keys';
import { testLanguage } from '../../../ui/testing/test-providers';
import { startTodaysSandbox } from '../../../ui/testing/todays-sandbox';
import { translatorOf } from '../i18n/translator';
import {
  defaultMissingRule,
  findMissingRegulars,
  missingDays,
  missingRuleProblem,
  type MissingRule,
} from './missing-regulars';
import { loadPeopleDirectory, type PeopleDirectory } from './people-directory';
import { loadRecentCheckIns, type RecentCheckIns } from './recent-check-ins';

const checkIns = tablesOf('check_ins');
const people = tablesOf('people');

const sandbox = startTodaysSandbox();
let recent: RecentCheckIns;
let directory: PeopleDirectory;
const longest = 12;

beforeAll(async () => {
  const { client, timeZone, today } = sandbox;
  const progress: string[] = [];
  [recent, directory] = await Promise.all([
    loadRecentCheckIns(client, {
      since: missingDays({ ...defaultMissingRule, weeks: longest }, today).from,
      timeZone,
      onProgress: ({ reachedDay }) => progress.push(reachedDay),
    }),
    loadPeopleDirectory(client),
  ]);
  // Newest first: each page reaches further back.
  expect(progress).toEqual([...progress].sort().reverse());
  expect(recent.requests).toBe(progress.length);
}, 60_000);

interface Expected {
  person_id: number;
  n: number;
  last: string;
  served: number;
  active: number;
  total: number;
}

type Rows = <T>(sql: string, ...args: unknown[]) => T[];

/** Each person the rule finds, counted by SQL over the check-ins of the UTC instants it spans. */
function expected(
  rule: MissingRule,
  eventId: string | 'all',
  rows: Rows = sandbox.rows,
  today = sandbox.today,
): Expected[] {
  const { timeZone } = sandbox;
  const days = missingDays(rule, today);
  return rows<Expected>(
    `SELECT c.person_id, COUNT(*) AS n, MAX(c.created_at) AS last,
            MAX(c.kind = 'Volunteer') AS served, p.status = 'active' AS active,
            cp.check_in_count AS total
     FROM ${checkIns('CheckIn')} c
     JOIN ${people('Person')} p ON p.id = c.person_id
     JOIN ${checkIns('Person')} cp ON cp.id = c.person_id
     WHERE c.created_at >= ? AND (? = 'all' OR c.event_id = ?)
     GROUP BY c.person_id
     HAVING n >= ? AND last < ?`,
    zonedDayStart(days.from, timeZone),
    eventId,
    eventId,
    rule.minCheckIns,
    zonedDayStart(days.missingFrom, timeZone),
  );
}

const ids = (list: readonly { personId: string }[]) => list.map((p) => p.personId).sort();
const idsOf = (rows: readonly Expected[]) => rows.map((row) => String(row.person_id)).sort();

describe('missing regulars', () => {
  it.each([
    ['the defaults at every event', defaultMissingRule, 'all'],
    ['2 in 12 weeks, none in 4, at every event', { minCheckIns: 2, weeks: 12, missingWeeks: 4 }],
    ['the defaults at the Sunday service', defaultMissingRule, '1'],
    [
      '1 in 6 weeks, none in 1, at the Sunday service',
      { minCheckIns: 1, weeks: 6, missingWeeks: 1 },
    ],
  ] as const)('are the people SQL finds: %s', (_, rule, eventId = 'all') => {
    const found = findMissingRegulars(recent, directory, rule, sandbox.today, eventId);
    const rows = expected(rule, eventId);
    const active = rows.filter((row) => row.active);
    expect(ids(found.regulars)).toEqual(idsOf(active.filter((row) => !row.served)));
    expect(ids(found.volunteers)).toEqual(idsOf(active.filter((row) => row.served)));
    expect(found.notActive).toBe(rows.length - active.length);
    for (const person of [...found.regulars, ...found.volunteers]) {
      const row = rows.find((r) => String(r.person_id) === person.personId);
      expect(person.lastSeen).toBe(row?.last);
      expect(person.checkIns).toBe(row?.n);
      expect(person.totalCheckIns).toBe(row?.total);
    }
  });

  it('find the seed’s regulars who stopped coming with the defaults, with household and contact data', () => {
    const found = findMissingRegulars(recent, directory, defaultMissingRule, sandbox.today, 'all');
    expect(found.regulars.length).toBeGreaterThan(0);
    const person = found.regulars.find((p) => p.emails.length > 0) ?? found.regulars[0];
    if (!person) return;
    const households = sandbox
      .rows<{ name: string }>(
        `SELECT h.name FROM ${people('HouseholdMembership')} m
         JOIN ${people('Household')} h ON h.id = m.household_id WHERE m.person_id = ?`,
        Number(person.personId),
      )
      .map((row) => row.name);
    expect(person.households?.sort()).toEqual(households.sort());
    const emails = sandbox
      .rows<{ address: string }>(
        `SELECT address FROM ${people('Email')} WHERE person_id = ?`,
        Number(person.personId),
      )
      .map((row) => row.address);
    expect(person.emails.sort()).toEqual(emails.sort());
    // Most recently seen first.
    const seen = found.regulars.map((p) => p.lastSeen);
    expect(seen).toEqual([...seen].sort().reverse());
  });

  it('refuses check-ins read from a later day than the rule needs', () => {
    expect(() =>
      findMissingRegulars(
        recent,
        directory,
        { ...defaultMissingRule, weeks: longest + 1 },
        sandbox.today,
        'all',
      ),
    ).toThrow(RangeError);
  });
});

describe('missing regulars in the real service’s dialect', () => {
  let real: Awaited<ReturnType<typeof startSandbox>> | undefined;
  afterAll(async () => {
    await real?.close();
  });

  it('are read the same way (/check-ins/v2, its rate headers) and are the people SQL finds', async () => {
    real = await startSandbox({
      file: ':memory:',
      scale: 'small',
      anchor: new Date(),
      config: { dialect: realDialect, rateLimit: { limit: 100_000, periodSeconds: 20 } },
    });
    const client = createClient({ baseUrl: real.url, auth: sandboxAuth, dialect: realDialect });
    const today = todayIn(sandbox.timeZone);
    const [read, people] = await Promise.all([
      loadRecentCheckIns(client, {
        since: missingDays(defaultMissingRule, today).from,
        timeZone: sandbox.timeZone,
      }),
      loadPeopleDirectory(client),
    ]);
    expect(people.source).toBe('people');
    const found = findMissingRegulars(read, people, defaultMissingRule, today, 'all');
    const db = real.ctx.db;
    const rows: Rows = <T>(sql: string, ...args: unknown[]) => db.prepare(sql).all(...args) as T[];
    const active = expected(defaultMissingRule, 'all', rows, today).filter((row) => row.active);
    expect(found.regulars.length).toBeGreaterThan(0);
    expect(ids(found.regulars)).toEqual(idsOf(active.filter((row) => !row.served)));
    expect(ids(found.volunteers)).toEqual(idsOf(active.filter((row) => row.served)));
  }, 60_000);
});

describe('a rule’s problems', () => {
  it('names the part at fault, and why in words', () => {
    const problem = (rule: Partial<typeof defaultMissingRule>) =>
      missingRuleProblem({ ...defaultMissingRule, ...rule }, translatorOf(testLanguage().i18n));
    expect(problem({})).toEqual({});
    expect(problem({ weeks: 53 })).toEqual({ weeks: 'Between 1 and 52 weeks' });
    expect(problem({ missingWeeks: 8 })).toEqual({
      missingWeeks: 'At least 1, and fewer than 8 weeks',
    });
    expect(problem({ minCheckIns: 0 })).toEqual({ minCheckIns: 'Between 1 and 70' });
    expect(problem({ minCheckIns: 71 })).toHaveProperty('minCheckIns');
    expect(problem({ minCheckIns: 2.5 })).toHaveProperty('minCheckIns');
  });
});
