import { Box, Skeleton, Table, Text, UnstyledButton, type MantineBreakpoint } from '@mantine/core';
import type { ComponentProps, KeyboardEvent, ReactNode } from 'react';

import { useT } from './i18n/language-context';
import { StylesheetIcon } from './stylesheet-icon';

/** What a cell reads of its row, per JSON:API type (see ColumnDef's `reads`). */
export type ColumnReads = Readonly<Record<string, readonly string[]>>;

/** What a column's cell is given: its row's record. */
export interface CellContext<T> {
  row: { original: T; id: string; index: number };
}

/**
 * One column of a DataTable. Sorting and paging are the server's, so a column is only a
 * header, a cell and how it sorts; no table library is loaded for that (it was 12 kB of gzip on
 * every list page's first load).
 */
export interface ColumnDef<T> {
  id: string;
  header: ReactNode | (() => ReactNode);
  cell: (context: CellContext<T>) => ReactNode;
  /**
   * What the cell reads of its row, per JSON:API type: the row's own attributes under its type,
   * an included record's under that record's type (`{ CheckIn: ['kind'], Event: ['name'] }`).
   * A list whose columns all say asks for only these (`listFields`, D181).
   */
  reads?: ColumnReads;
  meta?: {
    /** The endpoint's order name this column sorts by, when the server can sort by it. */
    orderBy?: string;
    /** Right-align numbers and money. */
    numeric?: boolean;
    /** Hidden below this breakpoint: on a phone the row's drawer shows the rest. */
    visibleFrom?: MantineBreakpoint;
  };
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: readonly ColumnDef<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** The current order ('name' or '-name'); sortable columns show it and change it. */
  order?: string;
  onOrderChange?: (order: string | undefined) => void;
  /**
   * The list always has an order (the page falls back to a default one): a sorted header then
   * switches between ascending and descending instead of removing the sort, which would only
   * bring back the default (and could never leave a descending default).
   */
  alwaysSorted?: boolean;
  /** Opening a row (click, or Enter on the focused row). */
  onRowOpen?: (row: T) => void;
  /** The accessible name of the open action of a row ("Open check-in of Ann Lee"). */
  rowLabel?: (row: T) => string;
  /** What shows below a row, across the table (an opened row's detail); undefined for none. */
  rowDetail?: (row: T) => ReactNode;
  loading?: boolean;
  /** A newer page is on its way while the previous rows stay on screen. */
  refreshing?: boolean;
  empty?: ReactNode;
  skeletonRows?: number;
}

function nextOrder(
  current: string | undefined,
  name: string,
  alwaysSorted: boolean,
): string | undefined {
  if (current === name) return `-${name}`;
  if (current === `-${name}`) return alwaysSorted ? name : undefined;
  return name;
}

type SortDirection = 'ascending' | 'descending' | 'none';

/** How the list is sorted by a column's order name: its aria-sort. */
function sortDirection(order: string | undefined, orderBy: string): SortDirection {
  if (order === orderBy) return 'ascending';
  return order === `-${orderBy}` ? 'descending' : 'none';
}

/**
 * A body cell: a plain <td> styled by first-paint.css (as its row), hidden below `visibleFrom`.
 * Mantine's Table.Tr and Table.Td write their classes and data attributes on every row and cell
 * of every page, which a server-rendered page repeats in its HTML (D195).
 */
function Cell({
  visibleFrom,
  ...props
}: ComponentProps<'td'> & { visibleFrom?: MantineBreakpoint | undefined }) {
  return visibleFrom === undefined ? (
    <td {...props} />
  ) : (
    <Box component="td" visibleFrom={visibleFrom} {...props} />
  );
}

/**
 * A server-side table: rows are one page of a list, sorting is the endpoint's `order`. Sortable
 * headers are buttons with aria-sort; a row opens with a click or with Enter / Space when focused.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  order,
  onOrderChange,
  alwaysSorted = false,
  onRowOpen,
  rowLabel,
  rowDetail,
  loading = false,
  refreshing = false,
  empty,
  skeletonRows = 8,
}: DataTableProps<T>) {
  const columnCount = columns.length;
  const t = useT();
  const phoneReady = columns.some((column) => column.meta?.visibleFrom !== undefined);

  const onRowKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, row: T) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onRowOpen?.(row);
    }
  };

  let body: ReactNode;
  if (rows === undefined || (loading && rows.length === 0)) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={`skeleton-${index}`} aria-hidden="true">
        {columns.map((column) => (
          <Cell key={column.id} visibleFrom={column.meta?.visibleFrom}>
            <Skeleton height={14} radius="sm" />
          </Cell>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          {empty ?? (
            <Text c="dimmed" ta="center" py="lg">
              {t('ui.dataTable.nothingMatches')}
            </Text>
          )}
        </td>
      </tr>
    );
  } else {
    body = rows.flatMap((original, index) => {
      const row = { original, id: rowKey(original), index };
      const detail = rowDetail?.(original);
      const line = (
        <tr
          key={row.id}
          tabIndex={onRowOpen ? 0 : undefined}
          aria-label={onRowOpen && rowLabel ? rowLabel(original) : undefined}
          onClick={onRowOpen ? () => onRowOpen(original) : undefined}
          onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, original) : undefined}
          className={onRowOpen ? 'narthex-row-open' : undefined}
        >
          {columns.map((column) => (
            <Cell
              key={column.id}
              className={column.meta?.numeric ? 'narthex-cell-numeric' : undefined}
              visibleFrom={column.meta?.visibleFrom}
            >
              {column.cell({ row })}
            </Cell>
          ))}
        </tr>
      );
      if (detail === undefined) return [line];
      return [
        line,
        <tr key={`${row.id}-detail`}>
          <td colSpan={columnCount} className="narthex-row-detail">
            {detail}
          </td>
        </tr>,
      ];
    });
  }

  return (
    <Box pos="relative" aria-busy={loading || refreshing}>
      {/* Columns that hide on a phone leave a table narrow enough not to need 640 px there. */}
      <Table.ScrollContainer minWidth={phoneReady ? 'min(640px, 100%)' : 640}>
        <Table
          verticalSpacing="xs"
          style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Caption>
            <span className="narthex-visually-hidden">{caption}</span>
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => {
                const meta = column.meta;
                const label = typeof column.header === 'function' ? column.header() : column.header;
                const orderBy = meta?.orderBy;
                const direction = orderBy === undefined ? undefined : sortDirection(order, orderBy);
                return (
                  <Table.Th
                    key={column.id}
                    aria-sort={direction}
                    className={meta?.numeric ? 'narthex-th narthex-cell-numeric' : 'narthex-th'}
                    visibleFrom={meta?.visibleFrom}
                  >
                    {orderBy !== undefined && onOrderChange && direction !== undefined ? (
                      <UnstyledButton
                        onClick={() => onOrderChange(nextOrder(order, orderBy, alwaysSorted))}
                        className="narthex-sort-button"
                      >
                        {label}
                        <StylesheetIcon name={`sort-${direction}`} />
                        <span className="narthex-visually-hidden">
                          {t(
                            direction === 'ascending'
                              ? 'ui.dataTable.sortedAscending'
                              : direction === 'descending'
                                ? alwaysSorted
                                  ? 'ui.dataTable.sortedDescending'
                                  : 'ui.dataTable.sortedDescendingRemovable'
                                : 'ui.dataTable.unsorted',
                          )}
                        </span>
                      </UnstyledButton>
                    ) : (
                      label
                    )}
                  </Table.Th>
                );
              })}
            </Table.Tr>
          </Table.Thead>
          {/* Striped rows, and highlighted on hover when they open (first-paint.css). */}
          <tbody className="narthex-rows" data-hover={onRowOpen ? true : undefined}>
            {body}
          </tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
