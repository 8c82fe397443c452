import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { rangeFromUrl, rangeLength } from './first-time-range';

const today = '2026-11-25';

describe('rangeFromUrl', () => {
  it('defaults to the last four weeks, today included', () => {
    expect(rangeFromUrl(new URLSearchParams(), today)).toEqual({
      from: '2026-10-29',
      to: '2026-11-25',
    });
  });

  it('reads the URL, ignores bad days and puts a reversed range in order', () => {
    const read = (search: string) => rangeFromUrl(new URLSearchParams(search), today);
    expect(read('from=2026-01-01&to=2026-01-31')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(read('from=2026-02-31x&to=2026-01-31')).toEqual({
      from: '2026-01-04',
      to: '2026-01-31',
    });
    expect(read('from=2026-03-01&to=2026-01-31')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

describe('rangeLength', () => {
  it('says weeks when the range is whole weeks, days otherwise', () => {
    const t = translatorOf(testLanguage().i18n);
    expect(rangeLength({ from: '2026-10-29', to: '2026-11-25' }, t)).toBe('4 weeks');
    expect(rangeLength({ from: '2026-11-19', to: '2026-11-25' }, t)).toBe('1 week');
    expect(rangeLength({ from: '2026-11-25', to: '2026-11-25' }, t)).toBe('1 day');
    expect(rangeLength({ from: '2026-03-01', to: '2026-03-10' }, t)).toBe('10 days');
  });

  it('says it in Spanish, one and many', () => {
    const t = translatorOf(testLanguage('es').i18n);
    expect(rangeLength({ from: '2026-11-19', to: '2026-11-25' }, t)).toBe('1 semana');
    expect(rangeLength({ from: '2026-10-29', to: '2026-11-25' }, t)).toBe('4 semanas');
    expect(rangeLength({ from: '2026-11-25', to: '2026-11-25' }, t)).toBe('1 día');
    expect(rangeLength({ from: '2026-03-01', to: '2026-03-10' }, t)).toBe('10 días');
  });
});
