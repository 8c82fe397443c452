import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { decimalText, money, type Money } from '../../../lib/pure/money';
import { BatchStatusBadge, batchStatusText } from '../../../ui/batch-status-badge';
import { DateTimeText } from '../../../ui/date-time-text';
import { Message } from '../../../ui/i18n/message';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  if (row.check.agrees) {
    return (
      <Text span size="sm" c="dimmed">
        {t('giving.close.agrees')}
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
      <Message
        id="giving.close.differsBy"
        components={{
          0: (
            <>
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
            </>
          ),
        }}
      />
    </Text>
  );
}

/** A month's batches as the close shows them: its facts, its deposit and its check. */
export function monthCloseColumns(t: Translate): ListColumn<BatchClose>[] {
  const batchName = (id: string) => t('giving.record.titleWithId', { kind: 'batch', id });
  const depositName = (id: string) => t('giving.record.titleWithId', { kind: 'deposit', id });
  const created = t('giving.shared.created');
  const total = t('giving.shared.total');
  const gifts = t('giving.close.gifts');
  const check = t('giving.close.check');
  return [
    {
      id: 'batch',
      header: t('giving.record.title', { kind: 'batch' }),
      csv: (row) => batchName(row.batch.id),
      cell: ({ row }) => (
        <Anchor component={Link} to={`/giving/batches/${row.original.batch.id}`} size="sm" fw={600}>
          {batchName(row.original.batch.id)}
        </Anchor>
      ),
    },
    {
      id: 'created',
      header: created,
      meta: { visibleFrom: 'sm' },
      csvColumns: (timeZone) => [
        {
          header: created,
          value: (row) => zonedDatetimeText(row.batch.attributes.created_at, timeZone),
        },
      ],
      cell: ({ row }) => (
        <DateTimeText value={row.original.batch.attributes.created_at} size="sm" />
      ),
    },
    {
      id: 'status',
      header: t('giving.shared.status'),
      meta: { visibleFrom: 'sm' },
      csv: (row) => batchStatusText(row.batch.attributes.status, t),
      cell: ({ row }) => <BatchStatusBadge status={row.original.batch.attributes.status} />,
    },
    {
      id: 'owner',
      header: t('giving.shared.owner'),
      meta: { visibleFrom: 'md' },
      csv: (row) => ownerName(row.batch.related.owner),
      cell: ({ row }) => <OwnerName owner={row.original.batch.related.owner} />,
    },
    {
      id: 'deposit',
      header: t('giving.record.title', { kind: 'deposit' }),
      csv: (row) =>
        row.depositId === null ? t('giving.close.notDepositedCsv') : depositName(row.depositId),
      cell: ({ row }) =>
        row.original.depositId === null ? (
          <>
            <Dimmed>{t('giving.close.notDeposited')}</Dimmed>
            {/* A phone has no Status column: a batch not deposited says where it stands. */}
            <Text hiddenFrom="sm" size="xs" c="dimmed">
              {batchStatusText(row.original.batch.attributes.status, t)}
            </Text>
          </>
        ) : (
          <Anchor component={Link} to={`/giving/deposits/${row.original.depositId}`} size="sm">
            {depositName(row.original.depositId)}
          </Anchor>
        ),
    },
    {
      id: 'total',
      header: total,
      meta: { numeric: true },
      csvColumns: () => [
        { header: total, value: (row) => decimalText(totalOf(row)) },
        {
          header: t('giving.close.totalCurrency'),
          value: (row) => row.batch.attributes.total_currency,
        },
      ],
      cell: ({ row }) => {
        const total = totalOf(row.original);
        return <MoneyText cents={total.cents} currency={total.currency} size="sm" fw={600} />;
      },
    },
    {
      id: 'gifts',
      header: gifts,
      meta: { numeric: true, visibleFrom: 'sm' },
      csvColumns: () => [
        { header: gifts, value: (row) => row.gifts },
        { header: t('giving.close.sumOfGifts'), value: summedText },
      ],
      cell: ({ row }) => row.original.gifts,
    },
    {
      id: 'check',
      header: check,
      csvColumns: () => [
        {
          header: check,
          value: (row) => t('giving.close.checkCsv', { agrees: String(row.check.agrees) }),
        },
        {
          header: t('giving.shared.difference'),
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
}
