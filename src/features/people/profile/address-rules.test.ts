import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { testTranslate } from '../../../lib/pure/i18n/testing/test-translate';
import { addressProblems, countryOfRegion, type AddressText } from './address-rules';

const t = testTranslate();

const blank = fc.string({ unit: fc.constantFrom(' ', '\t'), maxLength: 4 });
const letters = fc.string({
  unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'),
  minLength: 1,
  maxLength: 20,
});
const digit = fc.constantFrom(...'0123456789');
const zip5 = fc.string({ unit: digit, minLength: 5, maxLength: 5 });
const usState = fc.constantFrom(
  'IL',
  'il',
  'NY',
  'CA',
  'TX',
  'DC',
  'PR',
  'Illinois',
  'puerto rico',
);
const foreignRegion = fc.constantFrom('Ontario', 'Île-de-France', "St. John's");
const region = fc.oneof(usState, fc.constant(''), foreignRegion);
const usZip = fc.oneof(
  zip5,
  fc
    .tuple(zip5, fc.string({ unit: digit, minLength: 4, maxLength: 4 }))
    .map(([a, b]) => `${a}-${b}`),
);

const hasProblem = (address: AddressText) =>
  Object.values(addressProblems(t, address)).some((problem) => problem !== undefined);

describe('addressProblems', () => {
  it('passes an address with a street or a city, a region name or code and a fitting ZIP', () => {
    // A US ZIP code goes with a US state or none; a region abroad with its own kind of code.
    const place = fc.oneof(
      fc.record({ state: fc.oneof(usState, fc.constant('')), zip: fc.oneof(blank, usZip) }),
      fc.record({
        state: foreignRegion,
        zip: fc.oneof(blank, fc.constantFrom('K1A 0B1', 'SW1A 1AA', '1010')),
      }),
    );
    const good = fc
      .tuple(
        fc.oneof(
          blank,
          letters.map((s) => `12 ${s} St`),
        ),
        letters,
        place,
      )
      .map(([street, city, { state, zip }]) => ({ street, city, state, zip }));
    fc.assert(
      fc.property(good, (address) => {
        expect(addressProblems(t, address)).toEqual({
          street: undefined,
          city: undefined,
          state: undefined,
          zip: undefined,
        });
      }),
    );
  });

  it('never passes an address with neither street nor city, whatever else it has', () => {
    fc.assert(
      fc.property(blank, blank, region, fc.oneof(blank, zip5), (street, city, state, zip) => {
        expect(addressProblems(t, { street, city, state, zip }).street).toBeDefined();
      }),
    );
  });

  it('never passes a ZIP that is not a US one with a US state, nor one without a digit', () => {
    const notUsZip = fc.oneof(
      fc.string({ unit: digit, minLength: 1, maxLength: 4 }),
      fc.string({ unit: digit, minLength: 6, maxLength: 9 }),
      fc.string({ unit: fc.constantFrom(...'ABCDEXYZ-'), minLength: 1, maxLength: 9 }),
      fc.constant('K1A 0B1'),
    );
    fc.assert(
      fc.property(letters, usState, notUsZip, (city, state, zip) => {
        fc.pre(zip.trim() !== '');
        expect(hasProblem({ street: '', city, state, zip })).toBe(true);
      }),
    );
    expect(
      addressProblems(t, { street: '', city: 'Aurora', state: '', zip: 'ABCDE-XYZ' }).zip,
    ).toBeDefined();
  });

  it('never passes a US ZIP code beside a region that is no US state or territory', () => {
    const notUs = fc.oneof(
      foreignRegion,
      letters.filter((text) => !['il', 'ny', 'ca', 'tx', 'dc', 'pr'].includes(text)),
      fc.integer({ min: 3, max: 40 }).map((n) => 'X'.repeat(n)),
    );
    fc.assert(
      fc.property(notUs, usZip, (state, zip) => {
        fc.pre(countryOfRegion(state) === 'other');
        expect(addressProblems(t, { street: '1 Main St', city: '', state, zip }).state).toMatch(
          /US state or territory/,
        );
      }),
    );
    expect(
      addressProblems(t, {
        street: '1 Main St',
        city: 'Aurora',
        state: 'X'.repeat(40),
        zip: '60505',
      }),
    ).toEqual({
      street: undefined,
      city: undefined,
      state: 'With a US ZIP code, enter a US state or territory, like IL or Illinois',
      zip: undefined,
    });
  });

  it('never passes a region with digits or symbols', () => {
    const bad = fc
      .tuple(letters, fc.constantFrom('1', '#', '@', '/', '_'))
      .map(([a, b]) => `${a}${b}`);
    fc.assert(
      fc.property(bad, (state) => {
        expect(
          addressProblems(t, { street: '1 Main St', city: '', state, zip: '' }).state,
        ).toBeDefined();
      }),
    );
  });

  it('tells the country from a US state or Canadian province code', () => {
    expect(countryOfRegion(' il ')).toBe('US');
    expect(countryOfRegion('New  york')).toBe('US');
    expect(countryOfRegion('ON')).toBe('CA');
    expect(countryOfRegion('Bavaria')).toBe('other');
    expect(
      addressProblems(t, { street: '', city: 'Ottawa', state: 'ON', zip: 'K1A 0B1' }).zip,
    ).toBeUndefined();
    expect(
      addressProblems(t, { street: '', city: 'Ottawa', state: 'ON', zip: '60540' }).zip,
    ).toBeDefined();
  });
});
