/**
 * A saved PaymentMethod in words: a card's brand, last four and expiration (M/YYYY as the API
 * sends it), or a bank account's type and whether it was verified.
 */

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

const subtypeWords: Record<string, string> = {
  credit: 'credit card',
  debit: 'debit card',
  checking: 'checking account',
  savings: 'savings account',
};

export function isCard(method: PaymentMethodAttributes): boolean {
  return method.method_type === 'card';
}

/** "Visa credit card ending 4242" / "Chase checking account ending 6789". */
export function paymentMethodTitle(method: PaymentMethodAttributes): string {
  const kind =
    subtypeWords[method.method_subtype] ??
    (isCard(method)
      ? 'card'
      : method.method_type === 'bank_account'
        ? 'bank account'
        : method.method_type);
  const ending = method.last4 ? ` ending ${method.last4}` : '';
  return `${method.brand ? `${method.brand} ` : ''}${kind}${ending}`;
}

/** true / false / unknown from `verified`, whose type the spec does not show. */
export function verifiedState(verified: unknown): boolean | null {
  if (verified === true || verified === 'true' || verified === 1) return true;
  if (verified === false || verified === 'false' || verified === 0) return false;
  return null;
}
