/**
 * The most a kiosk keeps without asking: four digits. No room a kiosk counts holds ten thousand
 * people, so a fifth digit is most likely a slip of the finger, and is asked about (D123).
 */
export const MAX_PLAUSIBLE_TOTAL = 9_999;

/** The largest total accepted anywhere a headcount is entered; more is refused in words. */
export const MAX_TOTAL = 99_999;

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
