import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';

import {
  designationLines,
  designationsText,
  fundIdOf,
  fundLabel,
  indexById,
  type DesignationLike,
} from './donation-designations';

const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);

const funds = indexById([
  { id: '1', attributes: { name: 'General Fund', color: '#1f6feb' } },
  { id: '2', attributes: { name: 'Missions', color: '#2da44e' } },
]);

function designation(
  id: string,
  cents: number,
  fundId?: string,
  currency = 'USD',
): DesignationLike {
  return {
    id,
    attributes: { amount_cents: cents, amount_currency: currency },
    relationships: fundId === undefined ? {} : { fund: { data: { type: 'Fund', id: fundId } } },
  };
}

describe('designation lines', () => {
  it('reads the fund id from relationships.fund.data.id and maps it to the fund', () => {
    const lines = designationLines(
      [designation('7', 40000, '1'), designation('8', 7000, '2')],
      funds,
    );
    expect(lines.map((line) => fundLabel(t, line))).toEqual(['General Fund', 'Missions']);
    expect(lines[1]?.amount).toEqual({ cents: 7000, currency: 'USD' });
  });

  it('says when the answer left the fund out, or names a fund it does not know', () => {
    expect(fundIdOf(designation('1', 100))).toBeUndefined();
    const lines = designationLines([designation('1', 100), designation('2', 100, '99')], funds);
    expect(lines.map((line) => fundLabel(t, line))).toEqual(['Fund not given', 'Fund 99']);
    expect(lines.map((line) => fundLabel(es, line))).toEqual(['Fondo no indicado', 'Fondo 99']);
  });

  it('ignores to-many or null linkage', () => {
    const odd: DesignationLike = {
      ...designation('1', 100),
      relationships: { fund: { data: null } },
    };
    expect(fundIdOf(odd)).toBeUndefined();
  });
});

describe('designationsText', () => {
  it('writes fund: amount pairs with exact decimals from cents', () => {
    const lines = designationLines([designation('1', 40001, '1'), designation('2', 7, '2')], funds);
    expect(designationsText(t, lines, 'USD')).toBe('General Fund: 400.01; Missions: 0.07');
  });

  it('adds the currency only where it differs from the gift', () => {
    const lines = designationLines([designation('1', 500, '1', 'CAD')], funds);
    expect(designationsText(t, lines, 'USD')).toBe('General Fund: 5.00 CAD');
    expect(designationsText(t, lines, 'CAD')).toBe('General Fund: 5.00');
  });

  it('is empty for a gift without designations', () => {
    expect(designationsText(t, [], 'USD')).toBe('');
  });
});
