import { Stack, Text } from '@mantine/core';

import { describeSchedule, scheduleText } from './recurring-schedule';

/** The schedule in a sentence, or (a shape this dashboard does not know) its keys and values. */
export function RecurringScheduleText({ schedule }: { schedule: unknown }) {
  const { summary, since } = describeSchedule(schedule);
  if (summary !== null) {
    return (
      <Stack gap={0}>
        <Text span size="sm">
          {summary}
        </Text>
        {since !== null && (
          <Text span size="xs" c="dimmed">
            {since}
          </Text>
        )}
      </Stack>
    );
  }
  return (
    <Text span size="sm">
      {scheduleText(schedule)}
    </Text>
  );
}

/** Every member of the schedule as a definition list. */
export function RecurringScheduleDetails({ schedule }: { schedule: unknown }) {
  const { entries } = describeSchedule(schedule);
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 2,
        margin: 0,
      }}
    >
      {entries.map((entry) => (
        <div key={entry.label} style={{ display: 'contents' }}>
          <Text component="dt" size="sm" c="dimmed">
            {entry.label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {entry.value}
          </Text>
        </div>
      ))}
    </dl>
  );
}
