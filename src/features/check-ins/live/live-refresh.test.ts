import { describe, expect, it } from 'vitest';

import { refreshInterval, refreshPolicy, type RefreshConditions } from './live-refresh';

const quiet: RefreshConditions = {
  cost: 4,
  limit: 100,
  periodMs: 60_000,
  used: 10,
  hidden: false,
  failures: 0,
};

describe('how often the board reads again', () => {
  it('keeps to its share of the limit: 15 of 100 per minute', () => {
    const interval = refreshInterval(quiet);
    expect(interval).toBe(16_000);
    expect((60_000 / interval) * quiet.cost).toBeLessThanOrEqual(100 * refreshPolicy.share);
    // A new check-in shows within 30 s.
    expect(interval).toBeLessThan(30_000);
  });

  it('follows the limit the service states, and the cost of the last refresh', () => {
    expect(refreshInterval({ ...quiet, limit: 100, periodMs: 20_000 })).toBe(5_334);
    expect(refreshInterval({ ...quiet, cost: 8 })).toBe(32_000);
    expect(refreshInterval({ ...quiet, limit: undefined, periodMs: undefined })).toBe(16_000);
    expect(refreshInterval({ ...quiet, limit: 100_000 })).toBe(refreshPolicy.minIntervalMs);
  });

  it('slows down when others have used most of the budget, when hidden, and when failing', () => {
    expect(refreshInterval({ ...quiet, used: 70 })).toBe(32_000);
    expect(refreshInterval({ ...quiet, used: 90 })).toBe(64_000);
    expect(refreshInterval({ ...quiet, hidden: true })).toBe(64_000);
    expect(refreshInterval({ ...quiet, failures: 1 })).toBe(32_000);
    expect(refreshInterval({ ...quiet, failures: 9, hidden: true })).toBe(refreshPolicy.longestMs);
  });
});
