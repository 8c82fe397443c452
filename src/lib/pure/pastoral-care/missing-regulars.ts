/**
 * Missing regulars: people with at least K check-ins in the last L weeks and none in the last N
 * (days in the organization's zone, today included), at one event or any, read from the recent
 * check-ins (recent-check-ins.ts) and the people directory (people-directory.ts). No React.
 */
import { addDays, weekStart } from '../calendar-days';
import type { Translate } from '../i18n/translator';
import type { PeopleDirectory } from './people-directory';
import type { RecentCheckIns } from './recent-check-ins';

export interface MissingRule {
  /** K: the fewest check-ins… */
  minCheckIns: number;
  /** …in the last L weeks… */
  weeks: number;
  /** …and none in the last N weeks (N < L). */
  missingWeeks: number;
}

export const defaultMissingRule: MissingRule = { minCheckIns: 3, weeks: 8, missingWeeks: 3 };

/** The most weeks a report reads back: a year of check-ins. */
export const maxMissingWeeks = 52;

export interface MissingDays {
  /** The first day of the L weeks. */
  from: string;
  /** The first day of the N weeks with no check-in. */
  missingFrom: string;
  /** Today. */
  to: string;
}

/** The rule's days: the L weeks and the N weeks are the last L×7 and N×7 days, today included. */
export function missingDays(rule: MissingRule, today: string): MissingDays {
  return {
    from: addDays(today, -rule.weeks * 7 + 1),
    missingFrom: addDays(today, -rule.missingWeeks * 7 + 1),
    to: today,
  };
}

/** Why a rule cannot be counted, per part, in the interface's words; empty when it can. */
export function missingRuleProblem(
  rule: MissingRule,
  t: Translate,
): Partial<Record<keyof MissingRule, string>> {
  const whole = (n: number) => Number.isInteger(n) && n >= 1;
  if (!whole(rule.weeks) || rule.weeks > maxMissingWeeks) {
    return { weeks: t('reports.missing.problem.weeks', { max: maxMissingWeeks }) };
  }
  if (!whole(rule.missingWeeks) || rule.missingWeeks >= rule.weeks) {
    return { missingWeeks: t('reports.missing.problem.missingWeeks', { weeks: rule.weeks }) };
  }
  // Two check-ins a day (a service and a class) is as often as anyone comes.
  const most = (rule.weeks - rule.missingWeeks) * 14;
  if (!whole(rule.minCheckIns) || rule.minCheckIns > most) {
    return { minCheckIns: t('reports.missing.problem.minCheckIns', { most }) };
  }
  return {};
}

/** Regulars came as attendees only; volunteers served at least once in the weeks counted. */
export type MissingRole = 'regular' | 'volunteer';

export interface MissingPerson {
  personId: string;
  name: string;
  role: MissingRole;
  /** Check-ins in the L weeks (all before the N weeks). */
  checkIns: number;
  /** Distinct weeks (Sunday to Saturday) with a check-in, of the L weeks. */
  weeksCame: number;
  /** Check-ins at every event, ever. */
  totalCheckIns: number;
  /** The last check-in (API datetime) and its event. */
  lastSeen: string;
  lastEventName: string | null;
  emails: string[];
  phones: string[];
  /** The households' names; null when the people app could not be read. */
  households: string[] | null;
}

export interface MissingRegulars {
  regulars: MissingPerson[];
  volunteers: MissingPerson[];
  /** People who would be listed but are not active in People (inactive, or deleted there). */
  notActive: number;
}

/**
 * The people the rule finds at one event (or any, 'all'), most recently seen first. Those the
 * people app does not list as active are left out and counted, when the directory is the people
 * app's.
 */
export function findMissingRegulars(
  recent: RecentCheckIns,
  directory: PeopleDirectory | undefined,
  rule: MissingRule,
  today: string,
  eventId: string | 'all',
): MissingRegulars {
  const days = missingDays(rule, today);
  if (recent.since > days.from) {
    throw new RangeError(`check-ins read from ${recent.since}, the rule needs ${days.from}`);
  }
  const byPerson = new Map<string, RecentCheckIns['checkIns']>();
  for (const checkIn of recent.checkIns) {
    if (checkIn.day < days.from || checkIn.day > days.to) continue;
    if (eventId !== 'all' && checkIn.eventId !== eventId) continue;
    const list = byPerson.get(checkIn.personId) ?? [];
    list.push(checkIn);
    byPerson.set(checkIn.personId, list);
  }
  const found: MissingRegulars = { regulars: [], volunteers: [], notActive: 0 };
  for (const [personId, checkIns] of byPerson) {
    // Newest first, as read: the first one is the last seen.
    const [last] = checkIns;
    if (!last || last.day >= days.missingFrom || checkIns.length < rule.minCheckIns) continue;
    const listed = directory?.people.get(personId);
    if (directory?.source === 'people' && listed === undefined) {
      found.notActive += 1;
      continue;
    }
    const person = recent.people.get(personId);
    const role: MissingRole = checkIns.some((c) => c.kind === 'Volunteer')
      ? 'volunteer'
      : 'regular';
    const missing: MissingPerson = {
      personId,
      name: person?.name ?? listed?.name ?? 'No name given',
      role,
      checkIns: checkIns.length,
      weeksCame: new Set(checkIns.map((c) => weekStart(c.day))).size,
      totalCheckIns: person?.checkInCount ?? checkIns.length,
      lastSeen: last.createdAt,
      lastEventName: last.eventId === null ? null : (recent.events.get(last.eventId) ?? null),
      emails: person?.emails ?? [],
      phones: person?.phones ?? [],
      households:
        directory?.source === 'people' && listed
          ? listed.households.map((household) => household.name)
          : null,
    };
    (role === 'volunteer' ? found.volunteers : found.regulars).push(missing);
  }
  const order = (a: MissingPerson, b: MissingPerson) =>
    b.lastSeen.localeCompare(a.lastSeen) || a.name.localeCompare(b.name);
  found.regulars.sort(order);
  found.volunteers.sort(order);
  return found;
}
