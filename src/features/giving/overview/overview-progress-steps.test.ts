import { describe, expect, it } from 'vitest';

import type { FundMonthWalkProgress } from './fund-month-walk';
import { walkStepPercents } from './overview-progress-steps';

describe('walkStepPercents', () => {
  it('is indeterminate, not full, before the first page answers', () => {
    expect(walkStepPercents(null)).toEqual({ donations: null, funds: undefined });
    expect(walkStepPercents({ step: 'donations', done: 0, total: undefined })).toEqual({
      donations: null,
      funds: undefined,
    });
  });

  it('only grows over a whole walk, the donations bar staying full in the funds step', () => {
    const walk: FundMonthWalkProgress[] = [
      { step: 'donations', done: 0, total: undefined },
      { step: 'donations', done: 100, total: 450 },
      { step: 'donations', done: 200, total: 450 },
      { step: 'donations', done: 450, total: 450 },
      { step: 'funds', done: 0, total: 30 },
      { step: 'funds', done: 7, total: 30 },
      { step: 'funds', done: 30, total: 30 },
    ];
    const steps = walk.map(walkStepPercents);
    expect(steps.map((s) => s.donations)).toEqual([null, 22, 44, 100, 100, 100, 100]);
    expect(steps.map((s) => s.funds)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      0,
      23,
      100,
    ]);
  });

  it('is full for an empty step and never above 100', () => {
    expect(walkStepPercents({ step: 'donations', done: 0, total: 0 }).donations).toBe(100);
    expect(walkStepPercents({ step: 'donations', done: 12, total: 10 }).donations).toBe(100);
  });
});
