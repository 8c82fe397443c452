import type { Translate } from '../../lib/pure/i18n/translator';

/**
 * The most a kiosk keeps without asking: four digits. No room a kiosk counts holds ten thousand
 * people, so a fifth digit is most likely a slip of the finger, and is asked about (D123).
 */
export const MAX_PLAUSIBLE_TOTAL = 9_999;

/** The largest total accepted anywhere a headcount is entered; more is refused in words. */
export const MAX_TOTAL = 99_999;

/** A count as people read it in `locale`: 1,234 in en-US, 12.345 in es. */
export function countText(total: number, locale: string): string {
  return total.toLocaleString(locale);
}

/** Why a typed total is not one (totalProblemText says it). */
export type TotalProblem = 'empty' | 'not-whole' | 'too-large';

/** A headcount total typed by a person: a whole number from 0, or the reason it is not one. */
export function parseTotal(text: string): { total: number } | { problem: TotalProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { problem: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { problem: 'not-whole' };
  const total = Number(trimmed);
  if (total > MAX_TOTAL) return { problem: 'too-large' };
  return { total };
}

/** A typed total's problem in words: "Enter at most 99,999." */
export function totalProblemText(t: Translate, problem: TotalProblem): string {
  switch (problem) {
    case 'empty':
      return t('headcounts.total.empty');
    case 'not-whole':
      return t('headcounts.total.notWhole');
    case 'too-large':
      return t('headcounts.total.tooLarge', { max: MAX_TOTAL });
  }
}
