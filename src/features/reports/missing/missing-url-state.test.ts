import { describe, expect, it } from 'vitest';

import { defaultMissingRule } from '../../../lib/pure/pastoral-care/missing-regulars';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { readMissingState, writeMissingState } from './missing-url-state';

const read = (search: string) =>
  readMissingState(new URLSearchParams(search), translatorOf(testLanguage().i18n));

describe('the missing report’s URL', () => {
  it('is the defaults when empty, and writes only what differs from them', () => {
    expect(read('')).toEqual({
      state: { rule: defaultMissingRule, eventId: 'all', show: 'regular' },
      problems: [],
    });
    expect(writeMissingState(read('').state).toString()).toBe('');
    const state = {
      rule: { minCheckIns: 2, weeks: 12, missingWeeks: 3 },
      eventId: '4',
      show: 'volunteer',
    } as const;
    const written = writeMissingState(state).toString();
    expect(written).toBe('event=4&min=2&weeks=12&show=volunteers');
    expect(read(written)).toEqual({ state, problems: [] });
  });

  it('names each part it cannot read and falls back to its default', () => {
    const { state, problems } = read('event=abc&min=x&show=everyone');
    expect(state).toEqual({ rule: defaultMissingRule, eventId: 'all', show: 'regular' });
    expect(problems).toEqual([
      "event 'abc' is not an event's id",
      "min 'x' is not a whole number",
      "show 'everyone' is not regulars or volunteers",
    ]);
  });

  it('falls back to the default rule when the numbers cannot make one', () => {
    const { state, problems } = read('weeks=4&missing=4');
    expect(state.rule).toEqual(defaultMissingRule);
    expect(problems).toEqual(['missing: at least 1, and fewer than 4 weeks']);
    expect(read('weeks=60').problems).toEqual(['weeks: between 1 and 52 weeks']);
  });

  it('names them in Spanish for a Spanish page', () => {
    const { problems } = readMissingState(
      new URLSearchParams('event=abc&weeks=60'),
      translatorOf(testLanguage('es').i18n),
    );
    expect(problems).toEqual([
      "event 'abc' no es el ID de un evento",
      'weeks: entre 1 y 52 semanas',
    ]);
  });
});
