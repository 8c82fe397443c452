import type { CsvColumn, CsvValue } from '../../lib/pure/export/csv';
import type { ColumnDef } from '../data-table';

/**
 * A column of a list that can be exported, which says how it goes into the CSV: `csv`, its
 * plain-text value (under its header, or `csvHeader` when the header is not plain text);
 * `csvColumns`, one or more CSV columns of its own (money and its currency); or `csv: false`, left
 * out on purpose (actions, or what another column already exports). It must say, so that a
 * column added to the table is never silently missing from the file.
 */
export type ListColumn<T> = ColumnDef<T> &
  (
    | { csv: (record: T) => CsvValue; csvHeader?: string; csvColumns?: never }
    | { csvColumns: (timeZone: string) => readonly CsvColumn<T>[]; csv?: never }
    | { csv: false; csvColumns?: never }
  );

/** The CSV columns of a table's columns, in the table's order. */
export function csvColumnsOf<T>(
  columns: readonly ListColumn<T>[],
  timeZone: string,
): CsvColumn<T>[] {
  return columns.flatMap((column) => {
    if (column.csvColumns) return [...column.csvColumns(timeZone)];
    if (column.csv === false || column.csv === undefined) return [];
    const header =
      column.csvHeader ?? (typeof column.header === 'string' ? column.header : column.id);
    return [{ header, value: column.csv }];
  });
}
