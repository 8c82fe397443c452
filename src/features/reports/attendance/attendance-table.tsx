import { Table } from '@mantine/core';

import { FiguresTable } from '../../../ui/figures-table';
import type { AttendanceRow, AttendanceTable as Figures, Grouping } from './attendance-groups';
import { figureColumns, groupHeaders, totalsRow } from './attendance-columns';

const number = new Intl.NumberFormat();
const average = new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });

function cell(value: number | null): string {
  return value === null ? '–' : number.format(value);
}

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
  const columns = figureColumns(table);
  const totals = totalsRow(table);
  const averageCell = (column: (typeof columns)[number]) => {
    if (column.header === 'Total') return table.average;
    if (column.header === 'Last year') return table.previousAverage;
    return null;
  };
  const row = (r: AttendanceRow, footer = false) => (
    <Table.Tr key={r.key} data-group={r.key}>
      <Table.Th scope="row" fw={footer ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {r.label}
      </Table.Th>
      {columns.map((column) => (
        <Table.Td
          key={column.header}
          ta="right"
          fw={footer || column.header === 'Total' ? 700 : undefined}
          data-column={column.header}
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
          <Table.Th scope="col">{groupHeaders[grouping]}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.header} scope="col" ta="right" style={{ whiteSpace: 'nowrap' }}>
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
            Average per {grouping}
          </Table.Th>
          {columns.map((column) => {
            const value = averageCell(column);
            return (
              <Table.Td key={column.header} ta="right" fw={700} data-column={column.header}>
                {value === null ? '' : average.format(value)}
              </Table.Td>
            );
          })}
        </Table.Tr>
      </Table.Tfoot>
    </FiguresTable>
  );
}
