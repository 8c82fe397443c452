import { useMemo } from 'react';

import type { IncludeOf, RecordOf } from '../../../api/client-types';
import type { DatedListPath } from '../../../api/dated-lists';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { IgnoredUrlParts } from '../../../ui/query-error';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { DatedList } from './dated-list';
import { rangeList, wholeList } from './dated-list-sources';
import { hasDays } from './giving-range';
import { ListRangePicker } from './giving-range-picker';
import { useGivingDays } from './use-giving-days';

export interface DatedRecordsListProps<K extends DatedListPath, I extends IncludeOf<K>> {
  path: K;
  include: readonly I[];
  /** The records in words, plural ("batches"), and the table's name ("Batches"). */
  noun: string;
  caption: string;
  columns: readonly ListColumn<RecordOf<K, I>>[];
}

/** A giving list newest first, narrowed to the days in the URL (batches, deposits). */
export function DatedRecordsList<K extends DatedListPath, I extends IncludeOf<K> = never>({
  path,
  include,
  noun,
  caption,
  columns,
}: DatedRecordsListProps<K, I>) {
  const client = useApiClient();
  const { timeZone } = useOrganizationTimeZone();
  const { days, problems, setDays, clearProblems } = useGivingDays();
  const whole = useMemo(() => wholeList<K, I>(client, { path, include }), [client, path, include]);
  const ranged = hasDays(days);
  return (
    <>
      <IgnoredUrlParts problems={problems} onClear={clearProblems} />
      <DatedList<RecordOf<K, I>>
        noun={noun}
        caption={caption}
        columns={columns}
        whole={whole}
        narrowed={
          ranged && timeZone !== undefined
            ? rangeList<K, I>(client, { path, include }, days, timeZone)
            : undefined
        }
        waiting={ranged && timeZone === undefined}
        toolbar={
          timeZone !== undefined && (
            <ListRangePicker days={days} timeZone={timeZone} onChange={setDays} />
          )
        }
      />
    </>
  );
}
