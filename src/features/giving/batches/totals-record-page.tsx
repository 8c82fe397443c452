import { Paper, Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

import type { Page, RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { money, type Money } from '../../../lib/pure/money';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import type { Facts } from '../../../ui/resource-view/fact-list';
import { recordIdPattern } from '../../../ui/resource-view/record-drawer-param';
import { RecordPage } from '../../../ui/resource-view/record-page';
import {
  loadedPage,
  PagedTable,
  type PagedTableProps,
} from '../../../ui/resource-view/paged-table';
import { GivingHeader } from '../shared/giving-tabs';
import { TotalsCheckAlert, WalkProgressBar } from '../shared/giving-totals-alert';
import { checkTotals } from '../shared/giving-totals';
import { useAssociationWalk } from '../shared/giving-totals-walk';

/** A batch (its donations are its parts) or a deposit (its batches). */
type PartsPath = '/giving/v2/batches' | '/giving/v2/deposits';
type TotalsRecord<K extends PartsPath> = RecordOf<K, 'owner'>;

/** The parts whose sum a record's total states, and their table. */
export interface PartsOf<T extends { id: string }> extends Pick<
  PagedTableProps<T>,
  'columns' | 'onRowOpen' | 'rowLabel' | 'pagerWhenMore' | 'skeletonRows'
> {
  association: 'donations' | 'batches';
  /** A part in words, singular and plural: "donation", "donations". */
  noun: string;
  plural: string;
  amountOf: (part: T) => Money;
  /** What the check says besides whether it agrees (parts that did not succeed). */
  note?: (parts: readonly T[]) => ReactNode;
  perPage: number;
}

export interface TotalsRecordPageProps<K extends PartsPath, T extends { id: string }> {
  path: K;
  id: string;
  /** The record in words, singular and plural: "batch", "batches". */
  noun: string;
  plural: string;
  description: string;
  /** The facts between the total and the times. */
  facts: (record: TotalsRecord<K>) => Facts;
  parts: PartsOf<T>;
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Every part of a record (GET {record}/{association}, every page) and the cross-check of their
 * sum against the record's own total, per currency, in integer cents; then the parts' table.
 */
function TotalAgainstParts<T extends { id: string }>({
  path,
  id,
  owner,
  total,
  parts: partsOf,
}: {
  path: PartsPath;
  id: string;
  owner: string;
  total: Money;
  parts: PartsOf<T>;
}) {
  const { association, plural, amountOf: amountOfPart, note, perPage } = partsOf;
  const { columns, onRowOpen, rowLabel, pagerWhenMore, skeletonRows } = partsOf;
  const paging = useLocalPaging(perPage);
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
        () => parts.map(amountOfPart),
      ),
    [parts, total, amountOfPart],
  );
  const partsTitle = `${capitalized(plural)} in this ${owner}`;

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Total against its {plural}
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what={`the ${owner}'s ${plural}`}
          onRetry={() => void query.refetch()}
        />
      ) : outcome?.error !== undefined ? (
        <QueryError error={outcome.error} what="the totals" />
      ) : outcome === undefined || parts === undefined ? (
        <WalkProgressBar progress={progress} noun={plural} />
      ) : (
        <>
          <TotalsCheckAlert
            check={outcome.check}
            statedLabel={`${capitalized(owner)} total`}
            summedLabel={`Sum of its ${plural}`}
            partsText={`its ${parts.length} ${parts.length === 1 ? partsOf.noun : plural}`}
          />
          {note?.(parts)}
        </>
      )}
      <Title order={2} size="h3">
        {partsTitle}
      </Title>
      {!query.isError && (
        <PagedTable<T>
          {...{ columns, onRowOpen, rowLabel, pagerWhenMore, skeletonRows, paging }}
          query={loadedPage(parts, paging, query.isPending)}
          noun={plural}
          caption={partsTitle}
          empty={`This ${owner} has no ${plural}.`}
        />
      )}
    </Stack>
  );
}

/** A batch's or a deposit's page: its facts, then its total against its parts. */
export function TotalsRecordPage<K extends PartsPath, T extends { id: string }>({
  path,
  id,
  noun,
  plural,
  description,
  facts,
  parts,
}: TotalsRecordPageProps<K, T>) {
  const listPath = `/giving/${plural}`;
  return (
    <RecordPage<K, 'owner'>
      path={path}
      id={id}
      include={['owner']}
      noun={noun}
      back={{ label: `See all ${plural}`, to: listPath }}
      header={() => (
        <GivingHeader
          title={recordIdPattern.test(id) ? `${capitalized(noun)} ${id}` : capitalized(noun)}
          breadcrumbs={[
            { label: 'Giving', to: '/giving' },
            { label: capitalized(plural), to: listPath },
          ]}
          description={description}
        />
      )}
    >
      {(record) => {
        // Widened to both kinds of record: through the generic K, `total_cents` reads as nullable.
        const a: TotalsRecord<PartsPath>['attributes'] = record.attributes;
        const all: Facts = {
          Total: <MoneyText cents={a.total_cents} currency={a.total_currency} fz="xl" fw={700} />,
          ...facts(record),
          Created: <DateTimeText value={a.created_at} size="sm" />,
          Updated: <DateTimeText value={a.updated_at} size="sm" />,
        };
        return (
          <>
            <Paper withBorder p="lg" mb="xl">
              <FactGrid
                cols={{ base: 2, sm: 3, lg: Object.keys(all).length }}
                spacing="lg"
                facts={all}
              />
            </Paper>
            <TotalAgainstParts<T>
              path={path}
              id={record.id}
              owner={noun}
              total={money(a.total_cents, a.total_currency)}
              parts={parts}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
