import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { slugProblem as problemOf } from './field-definition-rules';

const t = translatorOf(testLanguage().i18n);
const slugProblem = (slug: string) => problemOf(slug, t);

const part = fc.string({ unit: fc.constantFrom(...'abcxyz0189'), minLength: 1, maxLength: 8 });

describe('slugProblem', () => {
  it('passes lower-case words joined by single underscores, and blank', () => {
    fc.assert(
      fc.property(fc.array(part, { minLength: 1, maxLength: 4 }), (parts) => {
        expect(slugProblem(parts.join('_'))).toBeUndefined();
      }),
    );
    expect(slugProblem('  ')).toBeUndefined();
  });

  it('never passes capitals, spaces, symbols or stray underscores', () => {
    const bad = fc.oneof(
      fc.tuple(part, fc.constantFrom('A', ' x', '-', '!', '.', 'é')).map(([p, c]) => `${p}${c}`),
      part.map((p) => `_${p}`),
      part.map((p) => `${p}_`),
      fc.tuple(part, part).map(([a, b]) => `${a}__${b}`),
    );
    fc.assert(
      fc.property(bad, (slug) => {
        expect(slugProblem(slug)).toBeDefined();
      }),
    );
  });
});
