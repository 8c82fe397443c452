import type { CsvColumn, CsvValue } from '../../lib/pure/export/csv';
import type { Translate } from '../../lib/pure/i18n/translator';
import type { ColumnDef } from '../data-table';

/**
 * A column's words where they are not made in a component (a table's columns are often defined
 * once, outside any): text as it is, or a function of the interface language's `t`, called
 * where the words are shown or written (`(t) => t('giving.funds.created')`).
 */
export type ColumnText = string | ((t: Translate) => string);

export function columnText(text: ColumnText, t: Translate): string {
  return typeof text === 'string' ? text : text(t);
}

/**
 * A column of a list that can be exported, which says how it goes into the CSV: `csv`, its
 * plain-text value (under its header, or `csvHeader` when the header is not plain text);
 * `csvColumns`, one or more CSV columns of its own (money and its currency); or `csv: false`, left
 * out on purpose (actions, or what another column already exports). It must say, so that a
 * column added to the table is never silently missing from the file. Headers are in the
 * interface language: `csvColumnsOf` is given its `t`.
 */
export type ListColumn<T> = ColumnDef<T> &
  (
    | { csv: (record: T) => CsvValue; csvHeader?: ColumnText; csvColumns?: never }
    | {
        csvColumns: (timeZone: string, t: Translate) => readonly CsvColumn<T>[];
        csv?: never;
      }
    | { csv: false; csvColumns?: never }
  );

/** The CSV columns of a table's columns, in the table's order, headed in `t`'s language. */
export function csvColumnsOf<T>(
  columns: readonly ListColumn<T>[],
  timeZone: string,
  t: Translate,
): CsvColumn<T>[] {
  return columns.flatMap((column) => {
    if (column.csvColumns) return [...column.csvColumns(timeZone, t)];
    if (column.csv === false || column.csv === undefined) return [];
    const header =
      column.csvHeader === undefined
        ? typeof column.header === 'string'
          ? column.header
          : column.id
        : columnText(column.csvHeader, t);
    return [{ header, value: column.csv }];
  });
}
