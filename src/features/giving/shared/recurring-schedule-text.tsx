import { Stack, Text } from '@mantine/core';

import { FactList } from '../../../ui/resource-view/fact-list';
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

/** Every member of the schedule as a list of labels and values. */
export function RecurringScheduleDetails({ schedule }: { schedule: unknown }) {
  const { entries } = describeSchedule(schedule);
  return (
    <FactList facts={Object.fromEntries(entries.map((entry) => [entry.label, entry.value]))} />
  );
}
