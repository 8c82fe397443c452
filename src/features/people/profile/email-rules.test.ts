import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import { emailAddressProblem as problemOf } from './email-rules';

const t = translatorOf(testLanguage().i18n);
const emailAddressProblem = (address: string, others: readonly string[]) =>
  problemOf(address, others, t);

describe('emailAddressProblem', () => {
  it('wants something that looks like an address, not already on the record', () => {
    expect(emailAddressProblem('ann@example.org', [])).toBeUndefined();
    expect(emailAddressProblem('', [])).toBeUndefined();
    expect(emailAddressProblem('ann@example', [])).toMatch(/like name@example.org/);
    expect(emailAddressProblem('a b@example.org', [])).toMatch(/like/);
    expect(emailAddressProblem(' ANN@example.org ', ['ann@example.org'])).toMatch(/already/);
  });
});

describe('emailAddressProblem, for any input', () => {
  const word = fc.string({ unit: fc.constantFrom(...'abcxyz019'), minLength: 1, maxLength: 10 });

  it('passes a new name@domain.tld and refuses it once it is on the record, in any case', () => {
    fc.assert(
      fc.property(word, word, word, (name, domain, tld) => {
        const address = `${name}@${domain}.${tld}`;
        expect(emailAddressProblem(address, [])).toBeUndefined();
        expect(emailAddressProblem(address.toUpperCase(), [` ${address} `])).toMatch(/already/);
      }),
    );
  });

  it('never passes text without an @ and a dotted domain', () => {
    fc.assert(
      fc.property(word, word, (a, b) => {
        expect(emailAddressProblem(`${a}${b}`, [])).toBeDefined();
        expect(emailAddressProblem(`${a}@${b}`, [])).toBeDefined();
      }),
    );
  });
});
