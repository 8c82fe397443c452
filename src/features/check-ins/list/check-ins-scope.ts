import type { ListOptions } from '../../../api/client-types';
import { addDays, isCalendarDay, zonedDayStart } from '../../../lib/pure/calendar-days';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { checkInsPath, type CheckInRow, type TableInclude } from './check-ins-query';

/** One event's check-ins, one session's (event period's) and one person's, by association traversal. */
export const eventCheckInsPath = '/check_ins/v2/events/{event_id}/check_ins';
export const sessionCheckInsPath =
  '/check_ins/v2/events/{event_id}/event_periods/{event_period_id}/check_ins';
export const personCheckInsPath = '/check_ins/v2/people/{person_id}/check_ins';

export type CheckInsListPath =
  | typeof checkInsPath
  | typeof eventCheckInsPath
  | typeof sessionCheckInsPath
  | typeof personCheckInsPath;

/**
 * The page's own URL parameters, beside the list's (order, filter, offset, per_page): whose
 * check-ins (a person's, or an event's and a session of it), and narrowing the loaded page by
 * name and location. `from` and `to` are days (YYYY-MM-DD) in the organization's time zone,
 * both included.
 */
export const scopeParams = ['person', 'event', 'session', 'location', 'q', 'from', 'to'] as const;
export type ScopeParam = (typeof scopeParams)[number];

export interface CheckInsScope {
  /** One person's check-ins (`personPages.checkIns`); no event then. */
  person?: string;
  event?: string;
  /** Only with an event: a session is reached through its event. */
  session?: string;
  /** Only with an event: the choices are the event's locations. */
  location?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** Why a scope parameter of a link was left out. */
export type ScopeProblemWhy =
  | 'notPersonId'
  | 'notEventId'
  | 'notSessionId'
  | 'notLocationId'
  | 'notDay'
  | 'notWithPerson'
  | 'needsEventOrPerson'
  | 'needsEvent';

/** A scope parameter of the link that was left out, its value, and why. */
export interface ScopeProblem {
  param: ScopeParam;
  value: string;
  why: ScopeProblemWhy;
}

const scopeChecks: Record<
  Exclude<ScopeParam, 'q'>,
  { valid: (text: string) => boolean; what: ScopeProblemWhy }
> = {
  person: { valid: (text) => recordIdPattern.test(text), what: 'notPersonId' },
  event: { valid: (text) => recordIdPattern.test(text), what: 'notEventId' },
  session: { valid: (text) => recordIdPattern.test(text), what: 'notSessionId' },
  location: { valid: (text) => recordIdPattern.test(text), what: 'notLocationId' },
  from: { valid: isCalendarDay, what: 'notDay' },
  to: { valid: isCalendarDay, what: 'notDay' },
};

/** What a parameter of the scope needs beside it, if anything. */
function misplaced(
  param: Exclude<ScopeParam, 'q'>,
  scope: CheckInsScope,
): ScopeProblemWhy | undefined {
  switch (param) {
    case 'person':
      return undefined;
    case 'event':
      return scope.person === undefined ? undefined : 'notWithPerson';
    case 'from':
    case 'to':
      return scope.event === undefined && scope.person === undefined
        ? 'needsEventOrPerson'
        : undefined;
    case 'session':
    case 'location':
      return scope.event === undefined ? 'needsEvent' : undefined;
  }
}

/** A left-out parameter in words ("event 'abc' is not an event id"). */
export function scopeProblemText(t: Translate, problem: ScopeProblem): string {
  return t('check-ins.list.scope.problem', { ...problem });
}

/**
 * The scope a URL asks for, and what of it was left out: an id or a day that cannot be one,
 * what needs an event (a session, a location) or an event or a person (days) without one, and
 * an event beside a person.
 */
export function readScope(params: URLSearchParams): {
  scope: CheckInsScope;
  problems: ScopeProblem[];
} {
  const scope: CheckInsScope = {};
  const problems: ScopeProblem[] = [];
  const q = params.get('q')?.trim();
  if (q) scope.q = q;
  for (const param of ['person', 'event', 'session', 'location', 'from', 'to'] as const) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    const check = scopeChecks[param];
    const why = check.valid(value) ? misplaced(param, scope) : check.what;
    if (why !== undefined) problems.push({ param, value, why });
    else scope[param] = value;
  }
  return { scope, problems };
}

export const scopeFromUrl = (params: URLSearchParams): CheckInsScope => readScope(params).scope;

/** Sets (or removes) one scope parameter of a URL; the list goes back to its first page. */
export function setScopeParam(
  params: URLSearchParams,
  name: ScopeParam,
  value: string | undefined,
): void {
  if (value === undefined || value === '') params.delete(name);
  else params.set(name, value);
  // A session and a location belong to one event; a person's check-ins and an event's are
  // two lists.
  if (name === 'event' || name === 'person') {
    params.delete('session');
    params.delete('location');
  }
  if (name === 'event') params.delete('person');
  if (name === 'person') params.delete('event');
  params.delete('offset');
}

/** The list endpoint of a scope: the whole list, a person's, an event's or a session's. */
export function scopePath(scope: CheckInsScope): CheckInsListPath {
  if (scope.person !== undefined) return personCheckInsPath;
  if (scope.event === undefined) return checkInsPath;
  return scope.session === undefined ? eventCheckInsPath : sessionCheckInsPath;
}

/**
 * The list's options (from its URL state) with the scope's path ids and created_at range. The
 * range needs the organization's time zone; without one it is left out.
 */
export function scopedListOptions<O extends ListOptions<typeof checkInsPath, TableInclude>>(
  options: O,
  scope: CheckInsScope,
  timeZone: string | undefined,
): O {
  const params: Record<string, string> = {};
  if (scope.person !== undefined) params.person_id = scope.person;
  else if (scope.event !== undefined) params.event_id = scope.event;
  else return options;
  if (scope.session !== undefined) params.event_period_id = scope.session;
  const createdAt: { gte?: string; lt?: string } = {};
  if (timeZone !== undefined && scope.from !== undefined) {
    createdAt.gte = zonedDayStart(scope.from, timeZone);
  }
  if (timeZone !== undefined && scope.to !== undefined) {
    createdAt.lt = zonedDayStart(addDays(scope.to, 1), timeZone);
  }
  const scoped = {
    ...options,
    params,
    ...(Object.keys(createdAt).length > 0 ? { where: { created_at: createdAt } } : {}),
  };
  // The nested lists take the whole list's parameters (one catalog entry), so the shape holds.
  return scoped as unknown as O;
}

/** Whether a row matches the name search and location of the scope (on the loaded page). */
export function rowMatcher(scope: CheckInsScope): ((row: CheckInRow) => boolean) | undefined {
  const words = (scope.q ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const location = scope.location;
  if (words.length === 0 && location === undefined) return undefined;
  return (row) => {
    if (location !== undefined && row.related.location?.id !== location) return false;
    const name = `${row.attributes.first_name} ${row.attributes.last_name}`.toLocaleLowerCase();
    return words.every((word) => name.includes(word));
  };
}
