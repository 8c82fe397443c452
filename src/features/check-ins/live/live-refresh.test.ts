import { describe, expect, it } from 'vitest';

import {
  refreshInterval,
  refreshPolicy,
  windowBudget,
  windowWait,
  type RefreshConditions,
} from './live-refresh';

const quiet: RefreshConditions = {
  cost: 4,
  limit: 100,
  periodMs: 60_000,
  used: 10,
  hidden: false,
  failures: 0,
};

describe('how often the board reads again', () => {
  it('keeps to its share of the limit, 20 of 100 per minute, and shows a check-in within 30 s', () => {
    const interval = refreshInterval(quiet);
    expect(interval).toBe(12_000);
    expect((60_000 / interval) * quiet.cost).toBeLessThanOrEqual(100 * refreshPolicy.share);
    expect(interval).toBeLessThan(30_000);
  });

  it('follows the limit the service states, and what a refresh costs', () => {
    expect(refreshInterval({ ...quiet, limit: 100, periodMs: 20_000 })).toBe(
      refreshPolicy.minIntervalMs,
    );
    expect(refreshInterval({ ...quiet, cost: 6 })).toBe(18_000);
    expect(refreshInterval({ ...quiet, limit: undefined, periodMs: undefined })).toBe(12_000);
  });

  it('slows down when others have used most of the budget, when hidden, and when failing', () => {
    expect(refreshInterval({ ...quiet, used: 70 })).toBe(24_000);
    expect(refreshInterval({ ...quiet, used: 90 })).toBe(48_000);
    expect(refreshInterval({ ...quiet, hidden: true })).toBe(48_000);
    expect(refreshInterval({ ...quiet, failures: 1 })).toBe(24_000);
    expect(refreshInterval({ ...quiet, failures: 9, hidden: true })).toBe(refreshPolicy.longestMs);
  });
});

describe('a costly refresh never pushes a window over the board’s share', () => {
  it('waits until enough of the last period’s requests have left', () => {
    const budget = windowBudget(100);
    expect(budget).toBe(20);
    // A first read of 7 and three refreshes of 4: a fourth must wait for the first read to leave.
    const refresh = (at: number) => [at, at, at, at];
    const sent = [0, 0, 0, 0, 0, 0, 0, ...refresh(12e3), ...refresh(24e3), ...refresh(36e3)];
    expect(windowWait(sent.slice(0, 15), 36_000, 60_000, budget, 4)).toBe(0);
    expect(windowWait(sent, 48_000, 60_000, budget, 4)).toBe(12_000);
    // Once they leave, the next fits at once.
    expect(windowWait(sent, 60_001, 60_000, budget, 4)).toBe(0);
    expect(windowWait([], 0, 60_000, budget, 4)).toBe(0);
  });
});
