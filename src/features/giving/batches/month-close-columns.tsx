import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import { decimalText, money, type Money } from '../../../lib/pure/money';
import { BatchStatusBadge, batchStatusText } from '../../../ui/batch-status-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { OwnerName, ownerName } from './batch-owner';
import type { BatchClose } from './month-close';

const totalOf = (row: BatchClose): Money =>
  money(row.batch.attributes.total_cents, row.batch.attributes.total_currency);

/** What its gifts add up to, per currency ("USD 1,234.00" in the file). */
const summedText = (row: BatchClose) =>
  row.check.currencies.map((c) => `${c.currency} ${decimalText(c.summed)}`).join('; ');

/** The check in words: agrees, or by how much it differs. */
function CheckCell({ row }: { row: BatchClose }) {
  if (row.check.agrees) {
    return (
      <Text span size="sm" c="dimmed">
        Agrees
      </Text>
    );
  }
  return (
    <Text
      span
      size="sm"
      fw={600}
      c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))"
    >
      Differs by{' '}
      {row.check.currencies
        .filter((c) => c.difference.cents !== 0)
        .map((c) => (
          <MoneyText
            key={c.currency}
            cents={c.difference.cents}
            currency={c.currency}
            size="sm"
            fw={600}
            c="inherit"
          />
        ))}
    </Text>
  );
}

/** A month's batches as the close shows them: its facts, its deposit and its check. */
export const monthCloseColumns: ListColumn<BatchClose>[] = [
  {
    id: 'batch',
    header: 'Batch',
    csv: (row) => `Batch ${row.batch.id}`,
    cell: ({ row }) => (
      <Anchor component={Link} to={`/giving/batches/${row.original.batch.id}`} size="sm" fw={600}>
        Batch {row.original.batch.id}
      </Anchor>
    ),
  },
  {
    id: 'created',
    header: 'Created',
    meta: { visibleFrom: 'sm' },
    csvColumns: (timeZone) => [
      {
        header: 'Created',
        value: (row) => zonedDatetimeText(row.batch.attributes.created_at, timeZone),
      },
    ],
    cell: ({ row }) => <DateTimeText value={row.original.batch.attributes.created_at} size="sm" />,
  },
  {
    id: 'status',
    header: 'Status',
    meta: { visibleFrom: 'sm' },
    csv: (row) => batchStatusText(row.batch.attributes.status),
    cell: ({ row }) => <BatchStatusBadge status={row.original.batch.attributes.status} />,
  },
  {
    id: 'owner',
    header: 'Owner',
    meta: { visibleFrom: 'md' },
    csv: (row) => ownerName(row.batch.related.owner),
    cell: ({ row }) => <OwnerName owner={row.original.batch.related.owner} />,
  },
  {
    id: 'deposit',
    header: 'Deposit',
    csv: (row) => (row.depositId === null ? 'not deposited' : `Deposit ${row.depositId}`),
    cell: ({ row }) =>
      row.original.depositId === null ? (
        <>
          <Dimmed>Not deposited</Dimmed>
          {/* A phone has no Status column: a batch not deposited says where it stands. */}
          <Text hiddenFrom="sm" size="xs" c="dimmed">
            {batchStatusText(row.original.batch.attributes.status)}
          </Text>
        </>
      ) : (
        <Anchor component={Link} to={`/giving/deposits/${row.original.depositId}`} size="sm">
          Deposit {row.original.depositId}
        </Anchor>
      ),
  },
  {
    id: 'total',
    header: 'Total',
    meta: { numeric: true },
    csvColumns: () => [
      { header: 'Total', value: (row) => decimalText(totalOf(row)) },
      { header: 'Total currency', value: (row) => row.batch.attributes.total_currency },
    ],
    cell: ({ row }) => {
      const total = totalOf(row.original);
      return <MoneyText cents={total.cents} currency={total.currency} size="sm" fw={600} />;
    },
  },
  {
    id: 'gifts',
    header: 'Gifts',
    meta: { numeric: true, visibleFrom: 'sm' },
    csvColumns: () => [
      { header: 'Gifts', value: (row) => row.gifts },
      { header: 'Sum of its gifts', value: summedText },
    ],
    cell: ({ row }) => row.original.gifts,
  },
  {
    id: 'check',
    header: 'Check',
    csvColumns: () => [
      { header: 'Check', value: (row) => (row.check.agrees ? 'agrees' : 'differs') },
      {
        header: 'Difference',
        value: (row) =>
          row.check.currencies
            .filter((c) => c.difference.cents !== 0)
            .map((c) => `${c.currency} ${decimalText(c.difference)}`)
            .join('; '),
      },
    ],
    cell: ({ row }) => <CheckCell row={row.original} />,
  },
];
