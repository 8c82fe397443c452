/**
 * What a page should show for integer cents, built as the test's own decimal text for Intl
 * (never a float), apart from the formatting code under test. en-US unless a test says otherwise.
 */
export function expectedMoney(cents: number, currency: string, locale = 'en-US'): string {
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const units = String(Math.abs(cents)).padStart(digits + 1, '0');
  const text =
    digits === 0
      ? `${cents < 0 ? '-' : ''}${units}`
      : `${cents < 0 ? '-' : ''}${units.slice(0, -digits)}.${units.slice(-digits)}`;
  return format.format(text as Intl.StringNumericLiteral);
}

/** Integer cents per currency: a test's own sum, never through floating point. */
export function sumByCurrency(amounts: { cents: number; currency: string }[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const { cents, currency } of amounts) {
    if (!Number.isSafeInteger(cents)) throw new Error(`${cents} is not a whole number of cents`);
    totals.set(currency, (totals.get(currency) ?? 0) + cents);
  }
  return totals;
}
