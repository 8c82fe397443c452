import { Text } from '@mantine/core';

import { formatDate } from '../../../lib/dates';

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
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  const text = readable(value);
  return text === undefined ? <>{value}</> : <time dateTime={value}>{text}</time>;
}
