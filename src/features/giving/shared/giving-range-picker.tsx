import { Chip, Group, TextInput } from '@mantine/core';

import { isCalendarDay, todayIn } from '../../../lib/pure/calendar-days';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import {
  presetDays,
  presetLabels,
  presetOf,
  rangePresets,
  type DayRange,
  type RangePreset,
} from './giving-range';

export interface GivingRangePickerProps {
  days: DayRange;
  /** Today in the organization's zone, for the presets. */
  today: string;
  presets: readonly RangePreset[];
  /** Offers "Any date", which clears the range (a list newest first). */
  anyDate?: boolean;
  onChange: (days: DayRange) => void;
}

const anyValue = 'any';

/** Why a field's day cannot be used, or undefined when it can (an empty field is open). */
function isOpenOrDay(value: string): boolean {
  return value === '' || isCalendarDay(value);
}

function dayProblem(t: Translate, value: string): string | undefined {
  return isOpenOrDay(value) ? undefined : t('giving.range.enterDay');
}

/**
 * Presets and two day fields (either may stay empty: open-ended); a range is applied as soon as
 * both fields hold days (or nothing), in order, and the fields follow the URL on back and forward.
 */
export function GivingRangePicker({
  days,
  today,
  presets,
  anyDate = false,
  onChange,
}: GivingRangePickerProps) {
  const t = useT();
  const [from, setFrom] = useUrlDraft(days.from ?? '');
  const [to, setTo] = useUrlDraft(days.to ?? '');
  const fromProblem = dayProblem(t, from);
  const toProblem =
    dayProblem(t, to) ??
    (from !== '' && to !== '' && !fromProblem && to < from
      ? t('giving.range.toBeforeFromField')
      : undefined);
  const chosen =
    days.from === undefined && days.to === undefined ? anyValue : (presetOf(days, today) ?? '');

  const update = (next: { from: string; to: string }) => {
    setFrom(next.from);
    setTo(next.to);
    const valid =
      isOpenOrDay(next.from) &&
      isOpenOrDay(next.to) &&
      (next.from === '' || next.to === '' || next.from <= next.to);
    if (valid) {
      onChange({
        ...(next.from === '' ? {} : { from: next.from }),
        ...(next.to === '' ? {} : { to: next.to }),
      });
    }
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Chip.Group
        value={chosen}
        onChange={(value) =>
          update(
            value === anyValue ? { from: '', to: '' } : presetDays(value as RangePreset, today),
          )
        }
      >
        <Group gap={6} role="radiogroup" aria-label={t('giving.range.dates')} mb={6}>
          {anyDate && (
            <Chip value={anyValue} type="radio" size="sm">
              {t('giving.range.anyDate')}
            </Chip>
          )}
          {presets.map((value) => (
            <Chip key={value} value={value} type="radio" size="sm">
              {t(presetLabels[value])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          type="date"
          label={t('giving.range.from')}
          value={from}
          onChange={(event) => update({ from: event.currentTarget.value, to })}
          error={fromProblem}
          w={160}
        />
        <TextInput
          type="date"
          label={t('giving.range.to')}
          value={to}
          onChange={(event) => update({ from, to: event.currentTarget.value })}
          error={toProblem}
          w={160}
        />
      </Group>
    </Group>
  );
}

/** A giving list's range: every preset, and "Any date" for the whole list newest first. */
export function ListRangePicker({
  days,
  timeZone,
  onChange,
}: {
  days: DayRange;
  timeZone: string;
  onChange: (days: DayRange) => void;
}) {
  return (
    <GivingRangePicker
      days={days}
      today={todayIn(timeZone)}
      presets={rangePresets}
      anyDate
      onChange={onChange}
    />
  );
}
