import { Text, type TextProps } from '@mantine/core';

import { formatMoney, money, MoneyError } from '../lib/pure/money';
import { useLocale, useT } from './i18n/language-context';

export interface MoneyTextProps extends Omit<TextProps, 'style'> {
  /** Minor units (cents) as the API sends them; null or undefined reads as `empty`. */
  cents: number | null | undefined;
  currency: string | null | undefined;
  /** Words shown after a negative amount, e.g. "refunded", so a minus sign is never missed. */
  negativeHint?: string;
  /** What to show for a missing amount. */
  empty?: string;
}

// Dark red on light backgrounds and light red on dark ones: both meet 4.5:1 contrast.
const negativeColor = 'light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))';

/**
 * An amount from integer cents in its own currency, formatted by Intl in the page's locale (never
 * through floating point). A negative amount is red and can carry a hint in words ("refunded").
 */
export function MoneyText({
  cents,
  currency,
  negativeHint,
  empty = '—',
  c,
  ...props
}: MoneyTextProps) {
  const locale = useLocale();
  const t = useT();
  if (cents === null || cents === undefined || !currency) {
    return (
      <Text span c="dimmed" {...props}>
        {empty}
      </Text>
    );
  }
  let text: string;
  try {
    text = formatMoney(money(cents, currency), locale);
  } catch (error) {
    if (!(error instanceof MoneyError || error instanceof RangeError)) throw error;
    return (
      <Text span c="red" {...props}>
        {t('ui.money.invalid', { cents: String(cents), currency })}
      </Text>
    );
  }
  const negative = cents < 0;
  return (
    <Text
      span
      {...props}
      // A negative amount keeps its red, whatever color the caller asked for.
      c={negative ? undefined : c}
      data-negative={negative || undefined}
      style={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        ...(negative ? { color: negativeColor, fontWeight: 600 } : {}),
      }}
    >
      {text}
      {negative && negativeHint ? ` ${t('ui.money.negativeHint', { hint: negativeHint })}` : ''}
    </Text>
  );
}
