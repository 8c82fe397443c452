/**
 * How often the live board reads again (D143): as often as its share of the user's rate budget
 * allows, given what its last refresh cost. The share leaves the user's other pages, tabs and
 * kiosks most of the budget; a budget that others have nearly used, a hidden tab and a failing
 * network each slow it down further.
 */

export interface RefreshConditions {
  /** Requests the last refresh made. */
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
  /** The board's share of the limit: 15 of 100 per 60 s, so a whole window stays under 20. */
  share: 0.15,
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

/** Milliseconds until the next refresh. */
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
