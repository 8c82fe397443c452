import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

import { isMonthKey, maxRangeMonths, monthCount, type MonthRange } from './fund-month-range';

export interface OverviewRangePickerProps {
  /** The months shown. */
  range: MonthRange;
  /** Whether the shown range is the default one (the latest months with gifts). */
  isDefault: boolean;
  onChange: (range: MonthRange) => void;
  /** Goes back to the default range. */
  onReset: () => void;
}

function problemOf(draft: MonthRange): { from?: string; to?: string } {
  if (!isMonthKey(draft.from)) return { from: 'Enter a month as YYYY-MM' };
  if (!isMonthKey(draft.to)) return { to: 'Enter a month as YYYY-MM' };
  if (draft.from > draft.to) return { to: 'Must not be before the first month' };
  if (monthCount(draft) > maxRangeMonths) return { to: `At most ${maxRangeMonths} months` };
  return {};
}

/**
 * Two month fields; a valid range is applied as soon as it is complete. Mount it with a key of
 * the applied range so a back/forward navigation resets the drafts.
 */
export function OverviewRangePicker({
  range,
  isDefault,
  onChange,
  onReset,
}: OverviewRangePickerProps) {
  const [draft, setDraft] = useState(range);
  const problem = problemOf(draft);

  const update = (next: MonthRange) => {
    setDraft(next);
    const nextProblem = problemOf(next);
    if (nextProblem.from === undefined && nextProblem.to === undefined) onChange(next);
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {(['from', 'to'] as const).map((end) => (
        <TextInput
          key={end}
          type="month"
          label={end === 'from' ? 'From month' : 'To month'}
          placeholder="YYYY-MM"
          value={draft[end]}
          onChange={(event) => update({ ...draft, [end]: event.currentTarget.value })}
          error={problem[end]}
          w={180}
        />
      ))}
      <Button variant="default" mt={25} disabled={isDefault} onClick={onReset}>
        Latest months
      </Button>
    </Group>
  );
}
