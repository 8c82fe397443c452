import { describe, expect, it } from 'vitest';
import { decimalText, formatMoney, money, MoneyError, sumMoney, totalsByCurrency } from './money';

describe('money from cents', () => {
  it('formats in the currency, with its own number of minor digits', () => {
    expect(formatMoney(money(123456, 'USD'), 'en-US')).toBe('$1,234.56');
    expect(formatMoney(money(5000, 'JPY'), 'en-US')).toBe('¥5,000');
    expect(formatMoney(money(1234, 'EUR'), 'de-DE')).toBe('12,34\u00a0€');
    expect(formatMoney(money(1001, 'KWD'), 'en-US')).toBe('KWD\u00a01.001');
  });

  it('formats one currency in each locale it is asked for, not the first one it met', () => {
    expect(formatMoney(money(123456, 'USD'), 'en-US')).toBe('$1,234.56');
    expect(formatMoney(money(123456, 'USD'), 'de-DE')).toBe('1.234,56\u00a0$');
    expect(formatMoney(money(123456, 'USD'), 'en-US')).toBe('$1,234.56');
  });

  it('shows a negative amount (a refunded fee) as negative', () => {
    expect(formatMoney(money(-35, 'USD'), 'en-US')).toBe('-$0.35');
    expect(decimalText(money(-5, 'USD'))).toBe('-0.05');
  });

  it('formats amounts exactly, where floating point would round', () => {
    // 2^53 + 1 cents cannot be a safe integer: refused rather than rounded.
    expect(() => money(2 ** 53 + 1, 'USD')).toThrow(MoneyError);
    expect(formatMoney(money(900719925474099, 'USD'), 'en-US')).toBe('$9,007,199,254,740.99');
    expect(decimalText(money(10, 'USD'))).toBe('0.10');
  });

  it('sums in integer cents and refuses to mix currencies', () => {
    const tenths = Array.from({ length: 10 }, () => money(10, 'USD'));
    expect(sumMoney(tenths, 'USD')).toEqual({ cents: 100, currency: 'USD' });
    expect(() => sumMoney([money(1, 'USD'), money(1, 'EUR')], 'USD')).toThrow(/cannot add EUR/);
    expect(totalsByCurrency([money(1, 'USD'), money(500, 'JPY'), money(2, 'USD')])).toEqual([
      { currency: 'USD', cents: 3 },
      { currency: 'JPY', cents: 500 },
    ]);
  });

  it('refuses a per-currency total too large to add exactly, rather than rounding it', () => {
    const largest = money(Number.MAX_SAFE_INTEGER, 'USD');
    expect(() => totalsByCurrency([largest, money(500, 'JPY'), money(1, 'USD')])).toThrow(
      MoneyError,
    );
    expect(() => totalsByCurrency([largest, money(-1, 'USD')])).not.toThrow();
  });

  it('rejects what is not money', () => {
    expect(() => money(1.5, 'USD')).toThrow(MoneyError);
    expect(() => money(1, 'usd')).toThrow(MoneyError);
  });
});
