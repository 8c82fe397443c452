import { Table } from '@mantine/core';

import { FiguresTable } from '../../../ui/figures-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import type { AttendanceRow, AttendanceTable as Figures, Grouping } from './attendance-groups';
import { figureColumns, groupHeaders, totalsRow } from './attendance-columns';

/** Total attendance per group by kind and attendance type, last year's total, sums and averages. */
export function AttendanceTable({
  table,
  grouping,
  caption,
}: {
  table: Figures;
  grouping: Grouping;
  caption: string;
}) {
  const t = useT();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const average = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const cell = (value: number | null) => (value === null ? '–' : number.format(value));
  const columns = figureColumns(table, t);
  const totals = totalsRow(table, t);
  const averageCell = (column: (typeof columns)[number]) => {
    if (column.key === 'Total') return table.average;
    if (column.key === 'Last year') return table.previousAverage;
    return null;
  };
  const row = (r: AttendanceRow, footer = false) => (
    <Table.Tr key={r.key} data-group={r.key}>
      <Table.Th scope="row" fw={footer ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {r.label}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td
          key={column.key}
          ta="right"
          fw={footer || column.key === 'Total' ? 700 : undefined}
          data-column={column.key}
        >
          {cell(column.value(r))}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <FiguresTable caption={caption}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t(groupHeaders[grouping])}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.key} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
              {column.header}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{table.rows.map((r) => row(r))}</Table.Tbody>
      <Table.Tfoot>
        {row(totals, true)}
        <Table.Tr data-group="average">
          <Table.Th scope="row" fw={700}>
            {t('reports.attendance.averagePer', { grouping })}
          </Table.Th>
          {columns.map((column) => {
            const value = averageCell(column);
            return (
              <Table.Td key={column.key} ta="right" fw={700} data-column={column.key}>
                {value === null ? '' : average.format(value)}
              </Table.Td>
            );
          })}
        </Table.Tr>
      </Table.Tfoot>
    </FiguresTable>
  );
}
