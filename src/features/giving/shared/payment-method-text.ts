/**
 * A saved PaymentMethod in words: a card's brand, last four and expiration (M/YYYY as the API
 * sends it), or a bank account's type and whether it was verified.
 */
import type { Translate } from '../../../lib/pure/i18n/translator';

export interface PaymentMethodAttributes {
  brand: string;
  last4: string;
  method_type: string;
  method_subtype: string;
  expiration: string | null;
  verified: unknown;
}

export type Expiry =
  | { kind: 'none' }
  | { kind: 'valid' | 'expired'; text: string }
  /** Not in M/YYYY form: shown as sent. */
  | { kind: 'unreadable'; text: string };

const expirationPattern = /^([1-9]|1[0-2])\/(\d{4})$/;

/** Whether a card's expiration has passed; a card is good through the end of its month. */
export function readExpiration(expiration: string | null, currentMonth: string): Expiry {
  if (expiration === null || expiration === '') return { kind: 'none' };
  const m = expirationPattern.exec(expiration);
  if (!m) return { kind: 'unreadable', text: expiration };
  const month = `${m[2]}-${String(m[1]).padStart(2, '0')}`;
  return { kind: month < currentMonth ? 'expired' : 'valid', text: expiration };
}

/** The subtypes worded by kind (giving.paymentMethod.title's `kind`); others by their type. */
const knownSubtypes = new Set(['credit', 'debit', 'checking', 'savings']);

export function isCard(method: PaymentMethodAttributes): boolean {
  return method.method_type === 'card';
}

/** "Visa credit card ending 4242" / "Chase checking account ending 6789". */
export function paymentMethodTitle(t: Translate, method: PaymentMethodAttributes): string {
  const kind = knownSubtypes.has(method.method_subtype)
    ? method.method_subtype
    : method.method_type;
  const values = { brand: method.brand, kind, last4: method.last4 };
  const title = method.last4
    ? t('giving.paymentMethod.titleEnding', values)
    : t('giving.paymentMethod.title', values);
  // Without a brand its place is empty: one space between words, none at the ends.
  return title.replace(/\s+/g, ' ').trim();
}

/** true / false / unknown from `verified`, whose type the spec does not show. */
export function verifiedState(verified: unknown): boolean | null {
  if (verified === true || verified === 'true' || verified === 1) return true;
  if (verified === false || verified === 'false' || verified === 0) return false;
  return null;
}
