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

type Shown =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'invalid' }
  | { readonly kind: 'text'; readonly text: string };

/** What a datetime shows in the organization's time zone and the page's locale. */
function useShownDatetime(value: string | null | undefined, format: DatetimeStyle): Shown {
  const { timeZone, isFallback } = useOrganizationTimeZone();
  const locale = useLocale();
  if (value === null || value === undefined || value === '') return { kind: 'empty' };
  if (timeZone === undefined) return { kind: 'loading' };
  try {
    const text = formatDatetime(value, timeZone, format, locale);
    return { kind: 'text', text: isFallback ? `${text} UTC` : text };
  } catch {
    return { kind: 'invalid' };
  }
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
  const shown = useShownDatetime(value, format);
  const t = useT();
  switch (shown.kind) {
    case 'empty':
      return (
        <Text span c="dimmed" {...props}>
          {empty}
        </Text>
      );
    case 'loading':
      return <Skeleton component="span" height="1em" width="8em" />;
    case 'invalid':
      return (
        <Text span c="red" {...props}>
          {t('ui.dateTime.invalid', { value: value ?? '' })}
        </Text>
      );
    case 'text':
      return (
        <Text span {...props}>
          <time dateTime={value ?? undefined}>{shown.text}</time>
        </Text>
      );
  }
}

/**
 * A present datetime as DateTimeText shows it, in a bare <time> of `className`: for a list's
 * rows, where Mantine's Text would repeat its classes in every cell of a server-rendered page
 * (D195). A value it cannot show is shown by DateTimeText.
 */
export function TimeText({
  value,
  format,
  className,
}: {
  value: string;
  format: DatetimeStyle;
  className: string;
}) {
  const shown = useShownDatetime(value, format);
  if (shown.kind !== 'text')
    return <DateTimeText value={value} format={format} className={className} />;
  return (
    <time className={className} dateTime={value}>
      {shown.text}
    </time>
  );
}
