import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';

import { paymentMethodTitle, readExpiration, verifiedState } from './payment-method-text';

const t = translatorOf(testLanguage('en').i18n);
const es = translatorOf(testLanguage('es').i18n);

const card = {
  brand: 'Visa',
  last4: '4242',
  method_type: 'card',
  method_subtype: 'credit',
  expiration: '3/2027',
  verified: null,
};

const bank = {
  brand: 'Chase',
  last4: '6789',
  method_type: 'bank_account',
  method_subtype: 'savings',
  expiration: null,
  verified: true,
};

describe('payment methods in words', () => {
  it('names a card and a bank account', () => {
    expect(paymentMethodTitle(t, card)).toBe('Visa credit card ending 4242');
    expect(paymentMethodTitle(t, bank)).toBe('Chase savings account ending 6789');
    expect(paymentMethodTitle(t, { ...bank, method_subtype: 'other' })).toBe(
      'Chase bank account ending 6789',
    );
    expect(paymentMethodTitle(t, { ...card, brand: '', last4: '' })).toBe('credit card');
  });

  it('names them in Spanish, the kind first', () => {
    expect(paymentMethodTitle(es, card)).toBe('Tarjeta de crédito Visa terminada en 4242');
    expect(paymentMethodTitle(es, { ...bank, method_subtype: 'other' })).toBe(
      'Cuenta bancaria Chase terminada en 6789',
    );
    expect(paymentMethodTitle(es, { ...card, brand: '', last4: '' })).toBe('Tarjeta de crédito');
  });

  it('reads M/YYYY expirations and whether they passed', () => {
    expect(readExpiration('3/2027', '2026-11')).toEqual({ kind: 'valid', text: '3/2027' });
    expect(readExpiration('11/2026', '2026-11')).toEqual({ kind: 'valid', text: '11/2026' });
    expect(readExpiration('10/2026', '2026-11')).toEqual({ kind: 'expired', text: '10/2026' });
    expect(readExpiration('03/2027', '2026-11')).toEqual({ kind: 'unreadable', text: '03/2027' });
    expect(readExpiration(null, '2026-11')).toEqual({ kind: 'none' });
  });

  it('reads verified, whose type the spec leaves open', () => {
    expect(verifiedState(true)).toBe(true);
    expect(verifiedState('false')).toBe(false);
    expect(verifiedState(null)).toBeNull();
    expect(verifiedState('maybe')).toBeNull();
  });
});
