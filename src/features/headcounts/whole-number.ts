/** The largest total accepted: far beyond any room, well inside a 32-bit integer. */
export const MAX_TOTAL = 100_000;

/** A headcount total typed by a person: a whole number from 0, or the reason it is not one. */
export function parseTotal(text: string): { total: number } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'Enter a number.' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'Enter a whole number of 0 or more.' };
  const total = Number(trimmed);
  if (total > MAX_TOTAL) return { problem: `Enter at most ${MAX_TOTAL.toLocaleString('en-US')}.` };
  return { total };
}
