/**
 * The largest total accepted anywhere a headcount is entered: four digits. No room a kiosk
 * counts holds ten thousand people, so a fifth digit is a slip of the finger (D123).
 */
export const MAX_TOTAL = 9_999;

/** A count as people read it: 1,234. */
export function countText(total: number): string {
  return total.toLocaleString('en-US');
}

/** A headcount total typed by a person: a whole number from 0, or the reason it is not one. */
export function parseTotal(text: string): { total: number } | { problem: string } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'Enter a number.' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'Enter a whole number of 0 or more.' };
  const total = Number(trimmed);
  if (total > MAX_TOTAL) return { problem: `Enter at most ${countText(MAX_TOTAL)}.` };
  return { total };
}
