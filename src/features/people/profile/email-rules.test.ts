import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { testTranslate } from '../../../lib/pure/i18n/testing/test-translate';
import { emailAddressProblem } from './email-rules';

const t = testTranslate();

describe('emailAddressProblem', () => {
  it('wants something that looks like an address, not already on the record', () => {
    expect(emailAddressProblem(t, 'ann@example.org', [])).toBeUndefined();
    expect(emailAddressProblem(t, '', [])).toBeUndefined();
    expect(emailAddressProblem(t, 'ann@example', [])).toMatch(/like name@example.org/);
    expect(emailAddressProblem(t, 'a b@example.org', [])).toMatch(/like/);
    expect(emailAddressProblem(t, ' ANN@example.org ', ['ann@example.org'])).toMatch(/already/);
  });
});

describe('emailAddressProblem, for any input', () => {
  const word = fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 10 });

  it('passes a new name@domain.tld and refuses it once it is on the record, in any case', () => {
    fc.assert(
      fc.property(word, word, word, (name, domain, tld) => {
        const address = `${name}@${domain}.${tld}`;
        expect(emailAddressProblem(t, address, [])).toBeUndefined();
        expect(emailAddressProblem(t, address.toUpperCase(), [` ${address} `])).toMatch(/already/);
      }),
    );
  });

  it('never passes text without an @ and a dotted domain', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(emailAddressProblem(t, `${a}${b}`, [])).toBeDefined();
        expect(emailAddressProblem(t, `${a}@${b}`, [])).toBeDefined();
      }),
    );
  });
});
