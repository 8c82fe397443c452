/**
 * Birthdays and anniversaries that fall in a range of days (this week and next, for the
 * bulletin), from the people directory's dates. A 29 February date falls on 28 February in a
 * common year, so it stays in its month. A couple's anniversary (one date, one household) is
 * one entry with both names. No React.
 */
import { addDays, isCalendarDay, isWithin, weekStart } from '../calendar-days';
import type { DirectoryPerson, PeopleDirectory } from './people-directory';

export type CelebrationKind = 'birthday' | 'anniversary';

export interface Celebration {
  kind: CelebrationKind;
  /** The day it falls on in the range (YYYY-MM-DD). */
  day: string;
  /** The date as recorded. */
  date: string;
  /** Whole years on that day. */
  years: number;
  people: { id: string; name: string }[];
  /** The names as they read together in the locale's words: "Anna and Mark Lee". */
  names: string;
}

/** This week (from Sunday) and next: the days a bulletin covers. */
export function bulletinDays(today: string): { from: string; to: string } {
  const from = weekStart(today);
  return { from, to: addDays(from, 13) };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The day a yearly date falls on within [from, to], after the date itself; undefined if none. */
export function anniversaryDay(date: string, from: string, to: string): string | undefined {
  if (!isCalendarDay(date)) return undefined;
  const monthDay = date.slice(5);
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const day = monthDay === '02-29' && !isLeapYear(year) ? `${year}-02-28` : `${year}-${monthDay}`;
    if (day > date && isWithin(day, from, to)) return day;
  }
  return undefined;
}

/**
 * "Anna and Mark Lee" when they share a last name, else "Anna Lee and Mark Chen", joined as the
 * locale joins a list ("Anna y Mark Lee").
 */
export function namesTogether(people: readonly DirectoryPerson[], locale: string): string {
  const [first, ...others] = people;
  if (!first) return '';
  if (others.length === 0) return first.name;
  const shared = people.every((p) => p.lastName === first.lastName) && first.lastName !== '';
  const names = people.map((p) => (shared ? p.firstName : p.name));
  const listed = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  return shared ? `${listed} ${first.lastName}` : listed;
}

function celebration(
  kind: CelebrationKind,
  date: string,
  day: string,
  people: DirectoryPerson[],
  locale: string,
): Celebration {
  return {
    kind,
    day,
    date,
    years: Number(day.slice(0, 4)) - Number(date.slice(0, 4)),
    people: people.map((p) => ({ id: p.id, name: p.name })),
    names: namesTogether(people, locale),
  };
}

/**
 * The birthdays and anniversaries of [from, to], by day, birthdays first, then by name; a
 * couple's names joined in `locale`'s words.
 */
export function celebrationsBetween(
  directory: PeopleDirectory,
  from: string,
  to: string,
  locale: string,
): Celebration[] {
  const found: Celebration[] = [];
  const couples: { date: string; day: string; people: DirectoryPerson[] }[] = [];
  for (const person of directory.people.values()) {
    const birthday = person.birthdate && anniversaryDay(person.birthdate, from, to);
    if (person.birthdate && birthday) {
      found.push(celebration('birthday', person.birthdate, birthday, [person], locale));
    }
    const anniversary = person.anniversary;
    const day = anniversary && anniversaryDay(anniversary, from, to);
    if (!anniversary || !day) continue;
    const ids = new Set(person.households.map((household) => household.id));
    const spouse = couples.find(
      (couple) =>
        couple.date === anniversary &&
        couple.people.some((p) => p.households.some((household) => ids.has(household.id))),
    );
    if (spouse) spouse.people.push(person);
    else couples.push({ date: anniversary, day, people: [person] });
  }
  for (const couple of couples) {
    const people = couple.people.sort((a, b) => a.firstName.localeCompare(b.firstName));
    found.push(celebration('anniversary', couple.date, couple.day, people, locale));
  }
  return found.sort(
    (a, b) =>
      a.day.localeCompare(b.day) ||
      (a.kind === b.kind ? 0 : a.kind === 'birthday' ? -1 : 1) ||
      a.names.localeCompare(b.names),
  );
}
