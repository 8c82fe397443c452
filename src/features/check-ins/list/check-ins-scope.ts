import type { ListOptions } from '../../../api/client-types';
import { addDays, isCalendarDay, zonedDayStart } from '../../../lib/calendar-days';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { checkInsPath, type CheckInRow, type TableInclude } from './check-ins-query';

/** One event's check-ins, and one session's (event period's), by association traversal. */
export const eventCheckInsPath = '/check_ins/v2/events/{event_id}/check_ins';
export const sessionCheckInsPath =
  '/check_ins/v2/events/{event_id}/event_periods/{event_period_id}/check_ins';

export type CheckInsListPath =
  typeof checkInsPath | typeof eventCheckInsPath | typeof sessionCheckInsPath;

/**
 * The page's own URL parameters, beside the list's (order, filter, offset, per_page): whose
 * check-ins (event, session), and narrowing the loaded page by name and location. `from` and
 * `to` are days (YYYY-MM-DD) in the organization's time zone, both included.
 */
export const scopeParams = ['event', 'session', 'location', 'q', 'from', 'to'] as const;
export type ScopeParam = (typeof scopeParams)[number];

export interface CheckInsScope {
  event?: string;
  /** Only with an event: a session is reached through its event. */
  session?: string;
  /** Only with an event: the choices are the event's locations. */
  location?: string;
  q?: string;
  from?: string;
  to?: string;
}

/** A scope parameter of the link that was left out, and why. */
export interface ScopeProblem {
  param: ScopeParam;
  reason: string;
}

const scopeChecks: Record<
  Exclude<ScopeParam, 'q'>,
  { valid: (text: string) => boolean; what: string }
> = {
  event: { valid: (text) => recordIdPattern.test(text), what: 'is not an event id' },
  session: { valid: (text) => recordIdPattern.test(text), what: 'is not a session id' },
  location: { valid: (text) => recordIdPattern.test(text), what: 'is not a location id' },
  from: { valid: isCalendarDay, what: 'is not a day (YYYY-MM-DD)' },
  to: { valid: isCalendarDay, what: 'is not a day (YYYY-MM-DD)' },
};

/**
 * The scope a URL asks for, and what of it was left out: an id or a day that cannot be one, and
 * what needs an event (a session, a location, days) without one.
 */
export function readScope(params: URLSearchParams): {
  scope: CheckInsScope;
  problems: ScopeProblem[];
} {
  const scope: CheckInsScope = {};
  const problems: ScopeProblem[] = [];
  const q = params.get('q')?.trim();
  if (q) scope.q = q;
  for (const param of ['event', 'session', 'location', 'from', 'to'] as const) {
    const value = params.get(param)?.trim();
    if (!value) continue;
    const check = scopeChecks[param];
    if (!check.valid(value)) problems.push({ param, reason: `${param} '${value}' ${check.what}` });
    else if (param !== 'event' && scope.event === undefined) {
      problems.push({ param, reason: `${param} '${value}' applies only with an event` });
    } else scope[param] = value;
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
  // A session and a location belong to one event.
  if (name === 'event') {
    params.delete('session');
    params.delete('location');
  }
  params.delete('offset');
}

/** The list endpoint of a scope: the whole list, an event's or a session's. */
export function scopePath(scope: CheckInsScope): CheckInsListPath {
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
  if (scope.event === undefined) return options;
  const params: Record<string, string> = { event_id: scope.event };
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
