/**
 * The report table's columns, shared by the table on screen and its CSV: one figure per kind of
 * check-in and per attendance type, after the total and last year's total.
 */
import type { CsvColumn } from '../../../lib/pure/export/csv';
import type { AttendanceRow, AttendanceTable, Grouping } from './attendance-groups';

export interface FigureColumn {
  header: string;
  value: (row: AttendanceRow) => number | null;
}

export const groupHeaders: Record<Grouping, string> = {
  session: 'Session',
  week: 'Week',
  month: 'Month',
};

export function figureColumns(table: AttendanceTable): FigureColumn[] {
  // Total and last year first: on a phone they are what shows before the table scrolls.
  return [
    { header: 'Total', value: (row) => row.total },
    { header: 'Last year', value: (row) => row.previous },
    { header: 'Sessions', value: (row) => row.sessions },
    { header: 'Regulars', value: (row) => row.regular },
    { header: 'Guests', value: (row) => row.guest },
    { header: 'Volunteers', value: (row) => row.volunteer },
    ...table.headcountNames.map((name) => ({
      header: name,
      value: (row: AttendanceRow) => row.headcounts[name] ?? 0,
    })),
  ];
}

/** The row of sums under the groups. */
export function totalsRow(table: AttendanceTable): AttendanceRow {
  const headcounts: Record<string, number> = {};
  for (const row of table.rows) {
    for (const [name, value] of Object.entries(row.headcounts)) {
      headcounts[name] = (headcounts[name] ?? 0) + value;
    }
  }
  return {
    key: 'total',
    label: 'Total',
    sessions: table.rows.reduce((sum, row) => sum + row.sessions, 0),
    regular: table.rows.reduce((sum, row) => sum + row.regular, 0),
    guest: table.rows.reduce((sum, row) => sum + row.guest, 0),
    volunteer: table.rows.reduce((sum, row) => sum + row.volunteer, 0),
    headcounts,
    total: table.total,
    previous: table.previousTotal,
  };
}

export function csvColumns(table: AttendanceTable, grouping: Grouping): CsvColumn<AttendanceRow>[] {
  return [
    { header: groupHeaders[grouping], value: (row) => row.label },
    ...figureColumns(table).map((column) => ({ header: column.header, value: column.value })),
  ];
}
