import { Chip, Group, TextInput } from '@mantine/core';

import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import { useT } from '../../../ui/i18n/language-context';
import {
  presetLabels,
  presetOf,
  presetRange,
  rangePresets,
  rangeProblem,
  type DayRange,
  type RangePreset,
} from './report-range';

export interface ReportRangePickerProps {
  range: DayRange;
  /** Today in the organization's zone: presets end at the last complete week or month. */
  today: string;
  onChange: (range: DayRange) => void;
}

/**
 * Presets and two day fields; a valid range is applied as soon as it is complete, and the
 * fields follow the URL on back and forward.
 */
export function ReportRangePicker({ range, today, onChange }: ReportRangePickerProps) {
  const t = useT();
  const [from, setFrom] = useUrlDraft(range.from);
  const [to, setTo] = useUrlDraft(range.to);
  const problem = rangeProblem({ from, to });
  const preset = presetOf(range, today);

  const update = (next: DayRange) => {
    setFrom(next.from);
    setTo(next.to);
    const nextProblem = rangeProblem(next);
    if (nextProblem.from === undefined && nextProblem.to === undefined) onChange(next);
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      {/* Chips wrap on a phone, where five segments would not fit. */}
      <Chip.Group
        value={preset ?? ''}
        onChange={(value) => update(presetRange(value as RangePreset, today))}
      >
        <Group gap={6} role="radiogroup" aria-label={t('reports.range.label')} mb={6}>
          {rangePresets.map((value) => (
            <Chip key={value} value={value} type="radio" size="sm">
              {t(presetLabels[value])}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        type="date"
        label={t('reports.range.from')}
        value={from}
        onChange={(event) => update({ from: event.currentTarget.value, to })}
        error={problem.from && t(problem.from)}
        w={170}
      />
      <TextInput
        type="date"
        label={t('reports.range.to')}
        value={to}
        onChange={(event) => update({ from, to: event.currentTarget.value })}
        error={problem.to && t(problem.to)}
        w={170}
      />
    </Group>
  );
}
