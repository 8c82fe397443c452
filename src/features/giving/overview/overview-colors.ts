import type { FundRow } from './fund-month-totals';

/** Grays for series without a usable color of their own (unknown funds, "No fund"). */
const fallbackColors = ['#868e96', '#5c636a', '#adb5bd', '#343a40'];

/** Each row's drawing color: the fund's own, or a gray that differs from its neighbours'. */
export function seriesColors(rows: readonly FundRow[]): Map<string, string> {
  const colors = new Map<string, string>();
  let fallback = 0;
  for (const row of rows) {
    colors.set(
      row.key,
      row.color ?? fallbackColors[fallback++ % fallbackColors.length] ?? '#868e96',
    );
  }
  return colors;
}
