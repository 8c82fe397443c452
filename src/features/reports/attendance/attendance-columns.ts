/**
 * The report table's columns, shared by the table on screen and its CSV: one figure per kind of
 * check-in and per attendance type, after the total and last year's total.
 */
import type { CsvColumn } from '../../../lib/pure/export/csv';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import type { AttendanceRow, AttendanceTable, Grouping } from './attendance-groups';
import { UNSPLIT_HEADCOUNTS } from './attendance-report-data';

export interface FigureColumn {
  /** The column's name in the page (`data-column`): not words, the same in every language. */
  key: string;
  header: string;
  value: (row: AttendanceRow) => number | null;
}

export const groupHeaders: Record<Grouping, MessageId> = {
  session: 'reports.attendance.group.session',
  week: 'reports.attendance.group.week',
  month: 'reports.attendance.group.month',
};

/** An attendance type's name as a column or a series shows it (unsplit headcounts in words). */
export function headcountLabel(name: string, t: Translate): string {
  return name === UNSPLIT_HEADCOUNTS ? t('reports.attendance.unsplitHeadcounts') : name;
}

export function figureColumns(table: AttendanceTable, t: Translate): FigureColumn[] {
  // Total and last year first: on a phone they are what shows before the table scrolls.
  return [
    { key: 'Total', header: t('reports.attendance.column.total'), value: (row) => row.total },
    {
      key: 'Last year',
      header: t('reports.attendance.column.previous'),
      value: (row) => row.previous,
    },
    {
      key: 'Sessions',
      header: t('reports.attendance.column.sessions'),
      value: (row) => row.sessions,
    },
    { key: 'Regulars', header: t('reports.attendance.kind.regular'), value: (row) => row.regular },
    { key: 'Guests', header: t('reports.attendance.kind.guest'), value: (row) => row.guest },
    {
      key: 'Volunteers',
      header: t('reports.attendance.kind.volunteer'),
      value: (row) => row.volunteer,
    },
    ...table.headcountNames.map((name) => ({
      key: name,
      header: headcountLabel(name, t),
      value: (row: AttendanceRow) => row.headcounts[name] ?? 0,
    })),
  ];
}

/** The row of sums under the groups. */
export function totalsRow(table: AttendanceTable, t: Translate): AttendanceRow {
  const headcounts: Record<string, number> = {};
  for (const row of table.rows) {
    for (const [name, value] of Object.entries(row.headcounts)) {
      headcounts[name] = (headcounts[name] ?? 0) + value;
    }
  }
  return {
    key: 'total',
    label: t('reports.attendance.column.total'),
    sessions: table.rows.reduce((sum, row) => sum + row.sessions, 0),
    regular: table.rows.reduce((sum, row) => sum + row.regular, 0),
    guest: table.rows.reduce((sum, row) => sum + row.guest, 0),
    volunteer: table.rows.reduce((sum, row) => sum + row.volunteer, 0),
    headcounts,
    total: table.total,
    previous: table.previousTotal,
  };
}

export function csvColumns(
  table: AttendanceTable,
  grouping: Grouping,
  t: Translate,
): CsvColumn<AttendanceRow>[] {
  return [
    { header: t(groupHeaders[grouping]), value: (row) => row.label },
    ...figureColumns(table, t).map((column) => ({ header: column.header, value: column.value })),
  ];
}
