import { Paper, Stack, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

import type { Page, RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { money, type Money } from '../../../lib/pure/money';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
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

/** Which record a page is about, as the giving.record messages choose their words by. */
const kindOf = (path: PartsPath) => (path === '/giving/v2/batches' ? 'batch' : 'deposit');

/** The parts whose sum a record's total states, and their table. */
export interface PartsOf<T extends { id: string }> extends Pick<
  PagedTableProps<T>,
  'columns' | 'onRowOpen' | 'rowLabel' | 'pagerWhenMore' | 'skeletonRows'
> {
  association: 'donations' | 'batches';
  amountOf: (part: T) => Money;
  /** What the check says besides whether it agrees (parts that did not succeed). */
  note?: (parts: readonly T[]) => ReactNode;
  perPage: number;
}

export interface TotalsRecordPageProps<K extends PartsPath, T extends { id: string }> {
  path: K;
  id: string;
  description: string;
  /** The facts between the total and the times. */
  facts: (record: TotalsRecord<K>) => Facts;
  parts: PartsOf<T>;
}

/**
 * Every part of a record (GET {record}/{association}, every page) and the cross-check of their
 * sum against the record's own total, per currency, in integer cents; then the parts' table.
 */
function TotalAgainstParts<T extends { id: string }>({
  path,
  id,
  total,
  parts: partsOf,
}: {
  path: PartsPath;
  id: string;
  total: Money;
  parts: PartsOf<T>;
}) {
  const t = useT();
  const kind = kindOf(path);
  const plural = t('giving.record.partsNoun', { kind });
  const { association, amountOf: amountOfPart, note, perPage } = partsOf;
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
  const partsTitle = t('giving.record.partsTitle', { kind });

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('giving.record.againstParts', { kind })}
      </Title>
      {query.isError ? (
        <QueryError
          error={query.error}
          what={t('giving.record.partsWhat', { kind })}
          onRetry={() => void query.refetch()}
        />
      ) : outcome?.error !== undefined ? (
        <QueryError error={outcome.error} what={t('giving.totals.what')} />
      ) : outcome === undefined || parts === undefined ? (
        <WalkProgressBar progress={progress} noun={plural} />
      ) : (
        <>
          <TotalsCheckAlert
            check={outcome.check}
            statedLabel={t('giving.record.statedLabel', { kind })}
            summedLabel={t('giving.record.summedLabel', { kind })}
            partsText={t('giving.record.partsText', { kind, count: parts.length })}
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
          empty={t('giving.record.empty', { kind })}
        />
      )}
    </Stack>
  );
}

/** A batch's or a deposit's page: its facts, then its total against its parts. */
export function TotalsRecordPage<K extends PartsPath, T extends { id: string }>({
  path,
  id,
  description,
  facts,
  parts,
}: TotalsRecordPageProps<K, T>) {
  const t = useT();
  const kind = kindOf(path);
  const listPath = kind === 'batch' ? '/giving/batches' : '/giving/deposits';
  return (
    <RecordPage<K, 'owner'>
      path={path}
      id={id}
      include={['owner']}
      noun={t('giving.record.noun', { kind })}
      back={{ label: t('giving.record.seeAll', { kind }), to: listPath }}
      header={() => (
        <GivingHeader
          title={
            recordIdPattern.test(id)
              ? t('giving.record.titleWithId', { kind, id })
              : t('giving.record.title', { kind })
          }
          breadcrumbs={[
            { label: t('giving.shared.giving'), to: '/giving' },
            { label: t('giving.record.list', { kind }), to: listPath },
          ]}
          description={description}
        />
      )}
    >
      {(record) => {
        // Widened to both kinds of record: through the generic K, `total_cents` reads as nullable.
        const a: TotalsRecord<PartsPath>['attributes'] = record.attributes;
        const all: Facts = {
          [t('giving.shared.total')]: (
            <MoneyText cents={a.total_cents} currency={a.total_currency} fz="xl" fw={700} />
          ),
          ...facts(record),
          [t('giving.shared.created')]: <DateTimeText value={a.created_at} size="sm" />,
          [t('giving.shared.updated')]: <DateTimeText value={a.updated_at} size="sm" />,
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
              total={money(a.total_cents, a.total_currency)}
              parts={parts}
            />
          </>
        );
      }}
    </RecordPage>
  );
}
