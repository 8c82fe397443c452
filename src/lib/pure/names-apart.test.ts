import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import englishMessages from '../../messages/en-messages';
import spanishMessages from '../../messages/es-messages';
import { createI18n, translatorOf } from './i18n/translator';
import { labelsApart, namesTogether, type NamedChoice } from './names-apart';

const english = translatorOf(createI18n('en', englishMessages as never));
const spanish = translatorOf(createI18n('es', spanishMessages as never));

const choice = (id: string, name: string, apart: string[]): NamedChoice => ({
  id,
  name,
  plain: `${name} (2 members)`,
  apart,
});

describe('labelsApart', () => {
  it('keeps a name used once as it is and sets shared ones apart', () => {
    const labels = labelsApart([
      choice('1', 'Balistreri Household', ['Ann and Joe Balistreri', 'Naperville']),
      choice('2', 'balistreri household ', ['Mia Balistreri', 'Aurora']),
      choice('3', 'Smith Household', ['Sam Smith']),
    ]);
    expect(labels.get('1')).toBe('Balistreri Household (Ann and Joe Balistreri · Naperville)');
    expect(labels.get('2')).toBe('balistreri household (Mia Balistreri · Aurora)');
    expect(labels.get('3')).toBe('Smith Household (2 members)');
  });

  it('falls back on the id when what sets them apart is the same or not known', () => {
    const labels = labelsApart([
      choice('4', 'Lee Household', ['Kim Lee']),
      choice('5', 'Lee Household', ['Kim Lee']),
      choice('6', 'Lee Household', []),
    ]);
    expect(labels.get('4')).toBe('Lee Household (Kim Lee · #4)');
    expect(labels.get('5')).toBe('Lee Household (Kim Lee · #5)');
    expect(labels.get('6')).toBe('Lee Household (#6)');
  });

  it('never gives two choices the same label', () => {
    const names = fc.constantFrom('A Household', 'a household', 'B Household');
    const parts = fc.array(fc.constantFrom('Ann', 'Joe', 'Aurora', ''), { maxLength: 2 });
    fc.assert(
      fc.property(fc.array(fc.tuple(names, parts), { maxLength: 8 }), (rows) => {
        const choices = rows.map(([name, apart], i) => ({
          id: String(i + 1),
          name,
          plain: `${name} (#${i + 1})`,
          apart,
        }));
        const labels = [...labelsApart(choices).values()].map((l) => l.toLocaleLowerCase());
        expect(new Set(labels).size).toBe(choices.length);
      }),
    );
  });
});

describe('namesTogether', () => {
  it('names a family once and others in full', () => {
    const ann = { firstName: 'Ann', lastName: 'Balistreri' };
    const joe = { firstName: 'Joe', lastName: 'Balistreri' };
    expect(namesTogether([ann, joe], english, 'en')).toBe('Ann and Joe Balistreri');
    expect(namesTogether([ann], english, 'en')).toBe('Ann Balistreri');
    expect(namesTogether([ann, { firstName: 'Sam', lastName: 'Ng' }], english, 'en')).toBe(
      'Ann Balistreri and Sam Ng',
    );
    const five = ['Ann', 'Joe', 'Max', 'Lily', 'Zoe'].map((firstName) => ({
      firstName,
      lastName: 'Balistreri',
    }));
    expect(namesTogether(five, english, 'en')).toBe('Ann, Joe, and Max Balistreri and 2 more');
    expect(namesTogether(five, spanish, 'es')).toBe('Ann, Joe y Max Balistreri y 2 más');
    expect(namesTogether([ann, joe], spanish, 'es')).toBe('Ann y Joe Balistreri');
  });
});
