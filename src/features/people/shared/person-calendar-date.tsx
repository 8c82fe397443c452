import { formatDate } from '../../../lib/pure/dates';
import { Dimmed } from '../../../ui/resource-view/attribute-column';

function readable(value: string): string | undefined {
  try {
    return formatDate(value);
  } catch {
    return undefined;
  }
}

/** A calendar date (birthdate) as written, never shifted by a time zone. */
export function CalendarDateText({ value }: { value: string | null | undefined }) {
  if (value === null || value === undefined || value === '') {
    return <Dimmed>—</Dimmed>;
  }
  const text = readable(value);
  return text === undefined ? <>{value}</> : <time dateTime={value}>{text}</time>;
}
