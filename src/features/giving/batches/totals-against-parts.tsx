import { Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

import type { Page } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { apiKeys } from '../../../lib/api-query/query-keys';
import type { Money } from '../../../lib/money';
import { QueryError } from '../../../ui/query-error';
import { TotalsCheckAlert, WalkProgressBar } from '../shared/giving-totals-alert';
import { checkTotals } from '../shared/giving-totals';
import { useAssociationWalk } from '../shared/giving-totals-walk';

/** A batch's donations or a deposit's batches: the parts whose sum a record's total states. */
export type PartsPath = '/giving/v2/batches' | '/giving/v2/deposits';

export interface TotalAgainstPartsProps<T extends { id: string }> {
  path: PartsPath;
  id: string;
  association: 'donations' | 'batches';
  /** The record's own total. */
  total: Money;
  /** The record and its parts in words: "batch", "donation", "donations". */
  owner: string;
  part: string;
  parts: string;
  amountOf: (part: T) => Money;
  /** What the check says besides whether it agrees (parts that did not succeed). */
  note?: (parts: readonly T[]) => ReactNode;
  /** The parts' table, given every part once they are read. */
  table: (parts: readonly T[] | undefined, loading: boolean) => ReactNode;
}

/**
 * Every part of a record (GET {record}/{association}, every page) and the cross-check of their
 * sum against the record's own total, per currency, in integer cents; then the parts' table.
 */
export function TotalAgainstParts<T extends { id: string }>({
  path,
  id,
  association,
  total,
  owner,
  part,
  parts: partsNoun,
  amountOf,
  note,
  table,
}: TotalAgainstPartsProps<T>) {
  const client = useApiClient();
  // The path and association are a batch's donations or a deposit's batches: pages of T.
  const related = client.related as unknown as (
    path: string,
    args: object,
    name: string,
  ) => Promise<Page<T>>;
  const { query, progress } = useAssociationWalk<T>(
    apiKeys.related(path, { id }, association),
    ({ offset, perPage, signal }) => related(path, { id, offset, perPage, signal }, association),
  );
  const parts = query.data;
  const outcome = useMemo(
    () =>
      parts &&
      checkTotals(
        () => [total],
        () => parts.map(amountOf),
      ),
    [parts, total, amountOf],
  );
  const Owner = owner.charAt(0).toUpperCase() + owner.slice(1);

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Total against its {partsNoun}
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what={`the ${owner}'s ${partsNoun}`}
          onRetry={() => void query.refetch()}
        />
      ) : outcome?.error !== undefined ? (
        <QueryError error={outcome.error} what="the totals" />
      ) : outcome === undefined || parts === undefined ? (
        <WalkProgressBar progress={progress} noun={partsNoun} />
      ) : (
        <>
          <TotalsCheckAlert
            check={outcome.check}
            statedLabel={`${Owner} total`}
            summedLabel={`Sum of its ${partsNoun}`}
            partsText={`its ${parts.length} ${parts.length === 1 ? part : partsNoun}`}
          />
          {note?.(parts)}
        </>
      )}
      <Title order={2} size="h3">
        {partsNoun.charAt(0).toUpperCase() + partsNoun.slice(1)} in this {owner}
      </Title>
      {!query.isError && table(parts, query.isPending)}
    </Stack>
  );
}
