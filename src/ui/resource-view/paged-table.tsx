import { Text } from '@mantine/core';
import { Suspense, useEffect, useState, type ReactNode } from 'react';

import type { Page } from '../../api/client-types';
import type { Paging } from '../../lib/browser/list-paging';
import { DataTable, type DataTableProps } from '../data-table';
import { PaginationBar } from '../pagination-bar';
import { preloadableLazy } from '../../lib/browser/preloadable-lazy';
import { whenIdle } from '../../lib/browser/when-idle';
import { useT } from '../i18n/language-context';
import { QueryError } from '../query-error';
import { selectionColumn } from '../selection/selection-column';
import { useRowSelection, type SelectedRow } from '../selection/use-row-selection';

// The bar shows once a row is chosen, so its code (copying e-mails) is off the path to the first
// row: it loads while the page is idle.
const selectionBar = preloadableLazy(() =>
  import('../selection/selection-bar').then((module) => module.SelectionBar),
);
const SelectionBar = selectionBar.Component;

/** The parts of a query of one page of records that a table shows. */
export interface PageQuery<T> {
  data: Page<T> | undefined;
  error: unknown;
  isError: boolean;
  isPending: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** One page of records already read in full (a walked list), as a query of that page. */
export function loadedPage<T>(
  all: readonly T[] | undefined,
  paging: Pick<Paging, 'offset' | 'perPage'>,
  loading: boolean,
): PageQuery<T> {
  const records = all?.slice(paging.offset, paging.offset + paging.perPage);
  return {
    data: all &&
      records && {
        records,
        totalCount: all.length,
        offset: paging.offset,
        nextOffset:
          paging.offset + records.length < all.length ? paging.offset + records.length : null,
        prevOffset: paging.offset > 0 ? Math.max(0, paging.offset - paging.perPage) : null,
      },
    error: undefined,
    isError: false,
    isPending: loading,
    isPlaceholderData: false,
    refetch: () => undefined,
  };
}

export interface PagedTableProps<T> extends Omit<
  DataTableProps<T>,
  'rows' | 'loading' | 'refreshing' | 'empty' | 'rowKey'
> {
  query: PageQuery<T>;
  paging: Paging;
  /** The records in words, plural and in the page's language: the pager and the error. */
  noun: string;
  /** What could not be read, when "the <noun>" does not say which ("the results of …"). */
  what?: string;
  /** What the table says when the page has no rows. */
  empty: ReactNode;
  /** The rows to show, when they are not the page's records as they are (a narrowing). */
  rows?: readonly T[];
  /** The rows wait for something besides the query (the organization's time zone). */
  hold?: boolean;
  /** The pager shows only when there is more than one page. */
  pagerWhenMore?: boolean;
  rowKey?: (row: T) => string;
  /** Rows can be selected across pages (people lists): each row as the selection keeps it. */
  selectRow?: (row: T) => SelectedRow;
  /** A new scope (another search, another list) starts an empty selection. */
  selectionScope?: string;
}

/** The dimmed sentence of an empty table. */
export function EmptyRows({ children }: { children: ReactNode }) {
  return (
    <Text c="dimmed" ta="center" py="lg">
      {children}
    </Text>
  );
}

/**
 * One page of a list as a table with its pager, or what went wrong with a retry: the part every
 * list shares, whatever it reads (a list endpoint, a record's association) and wherever it
 * keeps its page (the URL, the page's state).
 */
export function PagedTable<T extends { id: string }>({
  query,
  paging,
  noun,
  what,
  empty,
  rows,
  hold = false,
  pagerWhenMore = false,
  rowKey = (row) => row.id,
  selectRow,
  selectionScope = '',
  columns,
  ...table
}: PagedTableProps<T>) {
  const selection = useRowSelection(selectionScope);
  const t = useT();
  // Once shown the bar stays, as it did when it was always there: it says what a copy did even
  // after the rows are unticked, and hides itself when there is nothing to say.
  const [barShown, setBarShown] = useState(false);
  if (selectRow && !barShown && selection.selected.size > 0) setBarShown(true);
  useEffect(
    () =>
      selectRow ? whenIdle(() => void selectionBar.preload().catch(() => undefined)) : undefined,
    [selectRow],
  );
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={what ?? t('ui.pagedTable.what', { noun })}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const total = query.data?.totalCount;
  const shown = hold ? undefined : (rows ?? query.data?.records);
  return (
    <>
      {barShown && (
        <Suspense fallback={null}>
          <SelectionBar selection={selection} />
        </Suspense>
      )}
      <DataTable<T>
        {...table}
        columns={
          selectRow ? [selectionColumn(selection, shown ?? [], selectRow), ...columns] : columns
        }
        rows={shown}
        rowKey={rowKey}
        loading={query.isPending}
        refreshing={query.isPlaceholderData}
        empty={typeof empty === 'string' ? <EmptyRows>{empty}</EmptyRows> : empty}
      />
      {(!pagerWhenMore || (total ?? 0) > paging.perPage || paging.offset > 0) && (
        <PaginationBar noun={noun} paging={paging} totalCount={total} />
      )}
    </>
  );
}
