import { Box, Skeleton, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';
import type { KeyboardEvent, ReactNode } from 'react';

declare module '@tanstack/react-table' {
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The endpoint's order name this column sorts by, when the server can sort by it. */
    orderBy?: string;
    /** Right-align numbers and money. */
    numeric?: boolean;
    /** Marker for the unused generics (TanStack's declaration merging needs them). */
    _types?: [TData, TValue];
  }
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
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

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | 'none' }) {
  const props = { size: 14, stroke: 1.75, 'aria-hidden': true } as const;
  if (direction === 'ascending') return <IconArrowUp {...props} />;
  if (direction === 'descending') return <IconArrowDown {...props} />;
  return <IconArrowsSort {...props} opacity={0.45} />;
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
  loading = false,
  refreshing = false,
  empty,
  skeletonRows = 8,
}: DataTableProps<T>) {
  // Not memoized by the React Compiler (TanStack's table object is mutable); it is cheap here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: (rows ?? []) as T[],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualSorting: true,
    manualPagination: true,
  });
  const columnCount = table.getVisibleLeafColumns().length;

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
      <Table.Tr key={`skeleton-${index}`} aria-hidden="true">
        {table.getVisibleLeafColumns().map((column) => (
          <Table.Td key={column.id}>
            <Skeleton height={14} radius="sm" />
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <Table.Tr>
        <Table.Td colSpan={columnCount}>
          {empty ?? (
            <Text c="dimmed" ta="center" py="lg">
              Nothing matches.
            </Text>
          )}
        </Table.Td>
      </Table.Tr>
    );
  } else {
    body = table.getRowModel().rows.map((row) => (
      <Table.Tr
        key={row.id}
        tabIndex={onRowOpen ? 0 : undefined}
        aria-label={onRowOpen && rowLabel ? rowLabel(row.original) : undefined}
        onClick={onRowOpen ? () => onRowOpen(row.original) : undefined}
        onKeyDown={onRowOpen ? (event) => onRowKeyDown(event, row.original) : undefined}
        style={onRowOpen ? { cursor: 'pointer' } : undefined}
      >
        {row.getVisibleCells().map((cell) => (
          <Table.Td key={cell.id} ta={cell.column.columnDef.meta?.numeric ? 'right' : undefined}>
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
          </Table.Td>
        ))}
      </Table.Tr>
    ));
  }

  return (
    <Box pos="relative" aria-busy={loading || refreshing}>
      <Table.ScrollContainer minWidth={640}>
        <Table
          striped
          highlightOnHover={onRowOpen !== undefined}
          verticalSpacing="xs"
          style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 120ms' }}
        >
          <Table.Caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </Table.Caption>
          <Table.Thead>
            {table.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta;
                  const label = header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext());
                  const orderBy = meta?.orderBy;
                  const direction =
                    orderBy === undefined
                      ? undefined
                      : order === orderBy
                        ? 'ascending'
                        : order === `-${orderBy}`
                          ? 'descending'
                          : 'none';
                  return (
                    <Table.Th
                      key={header.id}
                      aria-sort={direction}
                      ta={meta?.numeric ? 'right' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {orderBy !== undefined && onOrderChange && direction !== undefined ? (
                        <UnstyledButton
                          onClick={() => onOrderChange(nextOrder(order, orderBy, alwaysSorted))}
                          fw={600}
                          fz="sm"
                          style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
                        >
                          {label}
                          <SortIcon direction={direction} />
                          <VisuallyHidden>
                            {direction === 'ascending'
                              ? ', sorted ascending; activate to sort descending'
                              : direction === 'descending'
                                ? alwaysSorted
                                  ? ', sorted descending; activate to sort ascending'
                                  : ', sorted descending; activate to remove sorting'
                                : ', activate to sort ascending'}
                          </VisuallyHidden>
                        </UnstyledButton>
                      ) : (
                        label
                      )}
                    </Table.Th>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Box>
  );
}
