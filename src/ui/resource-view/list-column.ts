import type { CsvColumn, CsvValue } from '../../lib/export/csv';
import type { ColumnDef } from '../data-table';

/**
 * A table column that can also be exported: `csv` gives a custom column's plain-text value
 * (under its header), `csvColumns` one or more CSV columns of its own (money and its currency).
 * A column with neither is left out of the export.
 */
export interface ListColumn<T> extends ColumnDef<T> {
  csv?: (record: T) => CsvValue;
  /** The CSV header when the column's header is not plain text. */
  csvHeader?: string;
  csvColumns?: (timeZone: string) => readonly CsvColumn<T>[];
}

/** The CSV columns of a table's columns, in the table's order. */
export function csvColumnsOf<T>(
  columns: readonly ListColumn<T>[],
  timeZone: string,
): CsvColumn<T>[] {
  return columns.flatMap((column) => {
    if (column.csvColumns) return [...column.csvColumns(timeZone)];
    const { csv } = column;
    if (!csv) return [];
    const header =
      column.csvHeader ?? (typeof column.header === 'string' ? column.header : column.id);
    return [{ header, value: csv }];
  });
}
