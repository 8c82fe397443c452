/**
 * Money from the API's `*_cents` and `*_currency` pairs. Amounts stay integers in minor units
 * ("cents") from end to end: sums are integer additions and formatting builds a decimal string
 * for Intl, so no amount ever passes through floating point.
 */

export interface Money {
  /** Minor units of the currency (cents for USD, yen for JPY). */
  cents: number;
  /** ISO 4217 code, e.g. 'USD'. */
  currency: string;
}

export class MoneyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MoneyError';
  }
}

export function money(cents: number, currency: string): Money {
  if (!Number.isSafeInteger(cents)) throw new MoneyError(`${cents} is not a whole number of cents`);
  if (!/^[A-Z]{3}$/.test(currency)) throw new MoneyError(`'${currency}' is not a currency code`);
  return { cents, currency };
}

const minorDigitCache = new Map<string, number>();

/** Digits after the decimal point for a currency (2 for USD, 0 for JPY, 3 for KWD). */
export function minorUnitDigits(currency: string): number {
  let digits = minorDigitCache.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    minorDigitCache.set(currency, digits);
  }
  return digits;
}

/** The exact decimal text of an amount, e.g. -1234 USD → "-12.34", 500 JPY → "500". */
export function decimalText({ cents, currency }: Money): string {
  const digits = minorUnitDigits(currency);
  const sign = cents < 0 ? '-' : '';
  const units = String(Math.abs(cents)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${units}`;
  return `${sign}${units.slice(0, -digits)}.${units.slice(-digits)}`;
}

const formatterCache = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: Money, locale?: string): string {
  const key = `${locale ?? ''}|${amount.currency}`;
  let formatter = formatterCache.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: amount.currency });
    formatterCache.set(key, formatter);
  }
  // Intl formats a decimal string exactly; a number would go through binary floating point.
  return formatter.format(decimalText(amount) as Intl.StringNumericLiteral);
}

/** Adds amounts of one currency; mixing currencies is an error, never a silent wrong total. */
export function sumMoney(amounts: readonly Money[], currency: string): Money {
  let cents = 0;
  for (const amount of amounts) {
    if (amount.currency !== currency) {
      throw new MoneyError(`cannot add ${amount.currency} to a ${currency} total`);
    }
    cents += amount.cents;
    if (!Number.isSafeInteger(cents)) throw new MoneyError('the total is too large to add exactly');
  }
  return { cents, currency };
}

/** Totals per currency, for lists that may hold gifts in several currencies. */
export function totalsByCurrency(amounts: readonly Money[]): Money[] {
  const totals = new Map<string, number>();
  for (const { cents, currency } of amounts) {
    const next = (totals.get(currency) ?? 0) + cents;
    if (!Number.isSafeInteger(next)) throw new MoneyError('the total is too large to add exactly');
    totals.set(currency, next);
  }
  return [...totals].map(([currency, cents]) => ({ currency, cents }));
}
