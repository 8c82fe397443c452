import { describe, expect, it } from 'vitest';

import { MAX_TOTAL, parseTotal } from './whole-number';

describe('parseTotal', () => {
  it('takes whole numbers from 0, with spaces around', () => {
    expect(parseTotal('0')).toEqual({ total: 0 });
    expect(parseTotal(' 42 ')).toEqual({ total: 42 });
    expect(parseTotal('007')).toEqual({ total: 7 });
    expect(parseTotal(String(MAX_TOTAL))).toEqual({ total: MAX_TOTAL });
  });

  it('refuses anything else, saying why', () => {
    expect(parseTotal('')).toEqual({ problem: 'Enter a number.' });
    for (const text of ['-1', '2.5', '1e3', 'abc', '12a', '+3']) {
      expect(parseTotal(text)).toEqual({ problem: 'Enter a whole number of 0 or more.' });
    }
    expect(parseTotal(String(MAX_TOTAL + 1))).toEqual({ problem: 'Enter at most 99,999.' });
  });
});
