import { formatDate } from '../../../lib/pure/dates';
import { useLocale } from '../../../ui/i18n/language-context';
import { Dimmed } from '../../../ui/resource-view/attribute-column';

function readable(value: string, locale: string): string | undefined {
  try {
    return formatDate(value, locale);
  } catch {
    return undefined;
  }
}

/** A calendar date (birthdate) as written, never shifted by a time zone. */
export function CalendarDateText({ value }: { value: string | null | undefined }) {
  const locale = useLocale();
  if (value === null || value === undefined || value === '') {
    return <Dimmed>—</Dimmed>;
  }
  const text = readable(value, locale);
  return text === undefined ? <>{value}</> : <time dateTime={value}>{text}</time>;
}
