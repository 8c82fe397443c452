import type { FundMonthWalkProgress } from './fund-month-walk';

/** Percent (0-100) of each step of the walk; null for a step with no known total yet. */
export interface WalkStepPercents {
  donations: number | null;
  /** Absent until the walk asks for designations' funds (it may not need to). */
  funds: number | null | undefined;
}

function percent(done: number, total: number): number {
  return total <= 0 ? 100 : Math.min(100, Math.max(0, Math.round((done / total) * 100)));
}

/**
 * One bar per step, so no bar ever goes back: the donations bar stays full once the funds step
 * starts, and a step whose total is not known yet is shown as indeterminate (null), never as full.
 */
export function walkStepPercents(progress: FundMonthWalkProgress | null): WalkStepPercents {
  if (progress === null) return { donations: null, funds: undefined };
  if (progress.step === 'funds') {
    return {
      donations: 100,
      funds: progress.total === undefined ? null : percent(progress.done, progress.total),
    };
  }
  return {
    donations: progress.total === undefined ? null : percent(progress.done, progress.total),
    funds: undefined,
  };
}
