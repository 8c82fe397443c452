import { Stack, Text } from '@mantine/core';

import { useLocale, useT } from '../../../ui/i18n/language-context';
import { FactList } from '../../../ui/resource-view/fact-list';
import { describeSchedule, scheduleText } from './recurring-schedule';

/** The schedule in a sentence, or (a shape this dashboard does not know) its keys and values. */
export function RecurringScheduleText({ schedule }: { schedule: unknown }) {
  const t = useT();
  const locale = useLocale();
  const { summary, since } = describeSchedule(t, locale, schedule);
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
      {scheduleText(t, locale, schedule)}
    </Text>
  );
}

/** Every member of the schedule as a list of labels and values. */
export function RecurringScheduleDetails({ schedule }: { schedule: unknown }) {
  const t = useT();
  const { entries } = describeSchedule(t, useLocale(), schedule);
  return (
    <FactList facts={Object.fromEntries(entries.map((entry) => [entry.label, entry.value]))} />
  );
}
