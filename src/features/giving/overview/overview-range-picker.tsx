import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
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

const ends = ['from', 'to'] as const;

function problemOf(t: Translate, draft: MonthRange): { from?: string; to?: string } {
  if (!isMonthKey(draft.from)) return { from: t('giving.overview.enterMonth') };
  if (!isMonthKey(draft.to)) return { to: t('giving.overview.enterMonth') };
  if (draft.from > draft.to) return { to: t('giving.overview.toBeforeFrom') };
  if (monthCount(draft) > maxRangeMonths) {
    return { to: t('giving.overview.atMost', { months: maxRangeMonths }) };
  }
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
  const t = useT();
  const [draft, setDraft] = useState(range);
  const problem = problemOf(t, draft);

  const update = (next: MonthRange) => {
    setDraft(next);
    const nextProblem = problemOf(t, next);
    if (nextProblem.from === undefined && nextProblem.to === undefined) onChange(next);
  };

  return (
    <Group align="flex-start" gap="sm" wrap="wrap">
      {ends.map((end) => (
        <TextInput
          key={end}
          type="month"
          label={end === 'from' ? t('giving.overview.fromMonth') : t('giving.overview.toMonth')}
          placeholder={t('giving.overview.monthPlaceholder')}
          value={draft[end]}
          onChange={(event) => update({ ...draft, [end]: event.currentTarget.value })}
          error={problem[end]}
          w={180}
        />
      ))}
      <Button variant="default" mt={25} disabled={isDefault} onClick={onReset}>
        {t('giving.overview.latestMonths')}
      </Button>
    </Group>
  );
}
