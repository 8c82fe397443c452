import { Skeleton, Text, type TextProps } from '@mantine/core';

import { formatDatetime, type DatetimeStyle } from '../lib/pure/dates';
import { useOrganizationTimeZone } from '../lib/browser/organization-time-zone';
import { useLocale, useT } from './i18n/language-context';

export interface DateTimeTextProps extends Omit<TextProps, 'style'> {
  /** An API datetime (YYYY-MM-DDTHH:MM:SSZ); null or undefined reads as `empty`. */
  value: string | null | undefined;
  format?: DatetimeStyle;
  /** What to show for a missing value. */
  empty?: string;
}

/**
 * A datetime in the organization's time zone and the page's locale, in a <time> element with the
 * exact instant.
 */
export function DateTimeText({
  value,
  format = 'datetime',
  empty = '—',
  ...props
}: DateTimeTextProps) {
  const { timeZone, isFallback } = useOrganizationTimeZone();
  const locale = useLocale();
  const t = useT();
  if (value === null || value === undefined || value === '') {
    return (
      <Text span c="dimmed" {...props}>
        {empty}
      </Text>
    );
  }
  if (timeZone === undefined) return <Skeleton component="span" height="1em" width="8em" />;
  let text: string;
  try {
    text = formatDatetime(value, timeZone, format, locale);
  } catch {
    return (
      <Text span c="red" {...props}>
        {t('ui.dateTime.invalid', { value })}
      </Text>
    );
  }
  return (
    <Text span {...props}>
      <time dateTime={value}>
        {text}
        {isFallback ? ' UTC' : ''}
      </time>
    </Text>
  );
}
