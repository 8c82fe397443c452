import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  emailProblem,
  isUsRegion,
  postalCodeProblem,
  tooLongProblem,
  usRegionCodes,
  usRegionNames,
  usStateProblem,
  type PostalCountry,
} from './text-rules';
import { testTranslate } from '../i18n/testing/test-translate';

const t = testTranslate();

const digit = fc.constantFrom(...'0123456789');
const digits = (n: number) => fc.string({ unit: digit, minLength: n, maxLength: n });
const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const word = fc.string({ unit: letter, minLength: 1, maxLength: 12 });

describe('tooLongProblem', () => {
  it('passes text up to the limit (surrounding spaces do not count) and refuses longer', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.integer({ min: 1, max: 300 }), (text, max) => {
        const length = [...text.trim()].length;
        expect(tooLongProblem(t, text, max) === undefined).toBe(length <= max);
      }),
    );
  });
});

describe('the rules in Spanish', () => {
  it('say each problem in the interface language', () => {
    const es = testTranslate('es');
    expect(tooLongProblem(es, 'abcd', 3)).toBe('Use como máximo 3 caracteres (ahora hay 4)');
    expect(emailProblem(es, 'ann@')).toBe('Escriba un correo electrónico como nombre@ejemplo.org');
    expect(postalCodeProblem(es, '6054', 'US')).toBe(
      'Escriba un código ZIP como 60540 o 60540-1234',
    );
    expect(usStateProblem(es, 'Ontario', '60540')).toMatch(/^Con un código ZIP de EE\. UU\./);
  });
});

describe('emailProblem', () => {
  it('accepts name@domain.tld', () => {
    fc.assert(
      fc.property(word, word, word, (name, domain, tld) => {
        expect(emailProblem(t, ` ${name}@${domain}.${tld} `)).toBeUndefined();
      }),
    );
  });

  it('refuses text without exactly one @ before a dotted domain', () => {
    const bad = fc.oneof(
      word,
      fc.tuple(word, word).map(([a, b]) => `${a}@${b}`),
      fc.tuple(word, word, word).map(([a, b, c]) => `${a}@@${b}.${c}`),
      fc.tuple(word, word, word).map(([a, b, c]) => `${a} x@${b}.${c}`),
      fc.tuple(word, word).map(([b, c]) => `@${b}.${c}`),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(emailProblem(t, text)).toBeDefined();
      }),
    );
  });

  it('leaves blank to "required"', () => {
    expect(emailProblem(t, '   ')).toBeUndefined();
  });
});

describe('postalCodeProblem', () => {
  const upper = fc.constantFrom(...'ABCEGHJKLMNPRSTVXY');
  const us = fc.oneof(
    digits(5),
    fc.tuple(digits(5), digits(4)).map(([a, b]) => `${a}-${b}`),
  );
  const ca = fc
    .tuple(upper, digit, upper, fc.constantFrom(' ', ''), digit, upper, digit)
    .map((parts) => parts.join(''));
  const gb = fc.constantFrom(
    'SW1A 1AA',
    'EC1A 1BB',
    'W1A 0AX',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
  );

  it('accepts each country’s format for that country, and any of them when the country is unknown', () => {
    const cases: [PostalCountry, fc.Arbitrary<string>][] = [
      ['US', us],
      ['CA', ca],
      ['GB', gb],
    ];
    for (const [country, codes] of cases) {
      fc.assert(
        fc.property(codes, (code) => {
          expect(postalCodeProblem(t, code, country)).toBeUndefined();
          expect(postalCodeProblem(t, code, 'other')).toBeUndefined();
        }),
      );
    }
  });

  it('refuses a code of another format for a known country', () => {
    fc.assert(
      fc.property(ca, (code) => {
        expect(postalCodeProblem(t, code, 'US')).toBeDefined();
      }),
    );
    fc.assert(
      fc.property(us, (code) => {
        expect(postalCodeProblem(t, code, 'CA')).toBeDefined();
      }),
    );
  });

  it('refuses, for any country, codes with no digit, odd characters or over 10 characters', () => {
    const bad = fc.oneof(
      fc.string({ unit: fc.constantFrom(...'ABCDEFXYZ- '), minLength: 1, maxLength: 12 }),
      fc.tuple(digits(3), fc.constantFrom('!', '#', '_', '/', '@')).map(([d, c]) => `${d}${c}1`),
      fc.integer({ min: 11, max: 20 }).chain((n) => digits(n)),
    );
    const country = fc.constantFrom<PostalCountry>('US', 'CA', 'GB', 'other');
    fc.assert(
      fc.property(bad, country, (code, c) => {
        fc.pre(code.trim() !== '');
        expect(postalCodeProblem(t, code, c)).toBeDefined();
      }),
    );
    expect(postalCodeProblem(t, 'ABCDE-XYZ', 'other')).toBeDefined();
  });
});

describe('usStateProblem', () => {
  const usZip = fc.oneof(
    digits(5),
    fc.tuple(digits(5), digits(4)).map(([a, b]) => `${a}-${b}`),
  );
  /** A region as someone might type it: any case, spaces around and doubled inside. */
  const typed = (region: fc.Arbitrary<string>) =>
    fc.tuple(region, fc.boolean(), fc.constantFrom('', ' ', '  ')).map(([text, lower, pad]) => {
      const cased = lower ? text.toLowerCase() : text.toUpperCase();
      return `${pad}${cased.replaceAll(' ', pad === '' ? ' ' : '  ')}${pad}`;
    });
  const known = fc.constantFrom(...usRegionCodes, ...usRegionNames);

  it('passes every US state and territory, by code or name, beside a US ZIP code', () => {
    expect(usRegionCodes).toHaveLength(62);
    fc.assert(
      fc.property(typed(known), usZip, (state, zip) => {
        expect(usStateProblem(t, state, zip)).toBeUndefined();
      }),
    );
  });

  it('never passes anything else beside a US ZIP code', () => {
    const other = fc.oneof(
      fc.string({
        unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
        minLength: 1,
        maxLength: 40,
      }),
      fc.integer({ min: 1, max: 40 }).map((n) => 'X'.repeat(n)),
      fc.constantFrom('Ontario', 'Bayern', 'Illinoiss', 'New  Yorkshire', 'ZZ', 'U.S.'),
    );
    fc.assert(
      fc.property(other, usZip, (state, zip) => {
        fc.pre(!isUsRegion(state));
        expect(usStateProblem(t, state, zip)).toMatch(/US state or territory/);
      }),
    );
    expect(usStateProblem(t, 'X'.repeat(40), '60540')).toBe(
      'With a US ZIP code, enter a US state or territory, like IL or Illinois',
    );
  });

  it('leaves a blank state, or a state beside another postal code, to the other rules', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (state) => {
        expect(usStateProblem(t, state, 'K1A 0B1')).toBeUndefined();
        expect(usStateProblem(t, state, '')).toBeUndefined();
      }),
    );
    expect(usStateProblem(t, '  ', '60540')).toBeUndefined();
  });
});
