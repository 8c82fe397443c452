import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../lib/pure/i18n/translator';
import { testLanguage } from '../../ui/testing/test-providers';
import { MAX_TOTAL, countText, parseTotal, totalProblemText } from './whole-number';

describe('parseTotal', () => {
  it('takes whole numbers from 0, with spaces around', () => {
    expect(parseTotal('0')).toEqual({ total: 0 });
    expect(parseTotal(' 42 ')).toEqual({ total: 42 });
    expect(parseTotal('007')).toEqual({ total: 7 });
    expect(parseTotal(String(MAX_TOTAL))).toEqual({ total: MAX_TOTAL });
  });

  it('refuses anything else, saying why', () => {
    const english = translatorOf(testLanguage('en', 'en-US').i18n);
    const why = (text: string) => {
      const parsed = parseTotal(text);
      return 'problem' in parsed ? totalProblemText(english, parsed.problem) : parsed;
    };
    expect(why('')).toBe('Enter a number.');
    for (const text of ['-1', '2.5', '1e3', 'abc', '12a', '+3']) {
      expect(why(text)).toBe('Enter a whole number of 0 or more.');
    }
    expect(why(String(MAX_TOTAL + 1))).toBe('Enter at most 99,999.');
  });

  it('says why in Spanish, the number in the Spanish locale’s own digits', () => {
    const spanish = translatorOf(testLanguage('es', 'es').i18n);
    expect(totalProblemText(spanish, 'not-whole')).toBe(
      'Escriba un número entero, de 0 en adelante.',
    );
    expect(totalProblemText(spanish, 'too-large')).toBe(
      `Escriba como máximo ${countText(MAX_TOTAL, 'es')}.`,
    );
    expect(countText(MAX_TOTAL, 'es')).toMatch(/^99\D999$/);
    expect(countText(MAX_TOTAL, 'en-US')).toBe('99,999');
  });
});
