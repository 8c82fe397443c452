/**
 * How often the live board reads again (D143): as often as its share of the user's rate budget
 * allows, given what its last refresh cost. The share leaves the user's other pages, tabs and
 * kiosks most of the budget; a budget that others have nearly used, a hidden tab and a failing
 * network each slow it down further.
 */

export interface RefreshConditions {
  /** Requests a refresh makes when nothing unusual happened: one per time, two change lists. */
  readonly cost: number;
  /** The service's limit and period, as the last answers said (the spec's until then). */
  readonly limit: number | undefined;
  readonly periodMs: number | undefined;
  /** Requests of this user the service counted in the current window (all tabs). */
  readonly used: number;
  readonly hidden: boolean;
  /** Refreshes that failed in a row. */
  readonly failures: number;
}

export const refreshPolicy = {
  /** The board's share of the limit: 20 of 100 per 60 s. */
  share: 0.2,
  /** The spec's default limit, until an answer says otherwise. */
  defaultLimit: 100,
  defaultPeriodMs: 60_000,
  /** Never more often than this, however large the limit. */
  minIntervalMs: 5_000,
  /** The longest wait, hidden, failing or crowded. */
  longestMs: 120_000,
  hiddenFactor: 4,
  /** Share of the limit others have used above which the board waits twice or four times as long. */
  busy: 0.6,
  crowded: 0.85,
  /** The rosters are read whole again this often, whatever the counts say. */
  wholeEveryMs: 15 * 60_000,
  /** The event times are read again this often (a session that opens). */
  timesEveryMs: 5 * 60_000,
} as const;

/** Milliseconds between refreshes that cost what a refresh usually does. */
export function refreshInterval(conditions: RefreshConditions): number {
  const p = refreshPolicy;
  const limit = conditions.limit ?? p.defaultLimit;
  const periodMs = conditions.periodMs ?? p.defaultPeriodMs;
  const perRequestMs = periodMs / (limit * p.share);
  let interval = Math.max(p.minIntervalMs, Math.max(1, conditions.cost) * perRequestMs);
  const used = conditions.used / limit;
  if (used > p.crowded) interval *= 4;
  else if (used > p.busy) interval *= 2;
  if (conditions.hidden) interval *= p.hiddenFactor;
  if (conditions.failures > 0) interval *= 2 ** Math.min(conditions.failures, 4);
  return Math.ceil(Math.min(interval, p.longestMs));
}

/**
 * Milliseconds until a refresh of `cost` fits the board's share of the window (`budget`
 * requests per `periodMs`) beside the requests it made in the last period (`sent`, ascending):
 * what keeps a costly refresh (the first, or a whole read) from pushing a window over its share.
 */
export function windowWait(
  sent: readonly number[],
  now: number,
  periodMs: number,
  budget: number,
  cost: number,
): number {
  const recent = sent.filter((t) => t > now - periodMs);
  const excess = recent.length + cost - budget;
  if (excess <= 0) return 0;
  const leaving = recent[Math.min(excess, recent.length) - 1] ?? now;
  return Math.max(0, leaving + periodMs - now);
}

/** The board's requests per window of the service's period. */
export function windowBudget(limit: number | undefined): number {
  return Math.max(1, Math.floor((limit ?? refreshPolicy.defaultLimit) * refreshPolicy.share));
}
