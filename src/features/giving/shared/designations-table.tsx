import { Table } from '@mantine/core';

import { ColorSwatch } from '../../../ui/color-swatch';
import { MoneyText } from '../../../ui/money-text';
import { fundLabel, type DesignationLine } from './donation-designations';

/** Where a gift goes: each fund by name and color, and its amount. */
export function DesignationsTable({ lines }: { lines: readonly DesignationLine[] }) {
  return (
    <Table verticalSpacing={6} fz="sm" aria-label="Designations">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Fund</Table.Th>
          <Table.Th scope="col">Color</Table.Th>
          <Table.Th scope="col" ta="right">
            Amount
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.designationId}>
            <Table.Td>{fundLabel(line)}</Table.Td>
            <Table.Td>
              <ColorSwatch color={line.fund?.attributes.color} size={14} />
            </Table.Td>
            <Table.Td ta="right">
              <MoneyText cents={line.amount.cents} currency={line.amount.currency} size="sm" />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
