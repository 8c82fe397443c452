import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { MoneyText } from '../../../ui/money-text';
import { designationLines, fundLabel, type FundLike } from '../shared/donation-designations';
import { DonationStatusBadge } from '../shared/donation-status-badge';
import { channelText, paymentMethodText, type donationsPath } from '../shared/donation-words';

export const donationTableIncludes = ['designations', 'labels'] as const;
export type DonationTableInclude = (typeof donationTableIncludes)[number];
export type DonationRow = RecordOf<typeof donationsPath, DonationTableInclude>;

function Dash() {
  return (
    <Text span c="dimmed" size="sm">
      —
    </Text>
  );
}

function DesignationsCell({
  row,
  fundsById,
}: {
  row: DonationRow;
  fundsById: ReadonlyMap<string, FundLike>;
}) {
  const lines = designationLines(row.related.designations, fundsById);
  const labels = row.related.labels;
  if (lines.length === 0 && labels.length === 0) return <Dash />;
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Group key={line.designationId} gap={6} wrap="wrap" style={{ rowGap: 0 }}>
          <Group gap={6} wrap="nowrap" component="span">
            {line.fund && <ColorSwatchDot color={line.fund.attributes.color} />}
            <Text
              span
              size="sm"
              style={{ whiteSpace: 'nowrap' }}
              c={line.fund ? undefined : 'dimmed'}
              fs={line.fund ? undefined : 'italic'}
            >
              {fundLabel(line)}
            </Text>
          </Group>
          {lines.length > 1 && (
            <MoneyText
              cents={line.amount.cents}
              currency={line.amount.currency}
              size="sm"
              c="dimmed"
            />
          )}
        </Group>
      ))}
      {labels.length > 0 && (
        <Group gap={4}>
          {labels.map((label) => (
            <Badge key={label.id} size="xs" variant="default" radius="sm" tt="none">
              {label.attributes.slug || `Label ${label.id}`}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** Method and card kind, then brand and last four ("Visa, ending 2143"). */
function PaymentCell({ attributes }: { attributes: DonationRow['attributes'] }) {
  const detail = [
    attributes.payment_brand,
    attributes.payment_last4 ? `ending ${attributes.payment_last4}` : null,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <Stack gap={0}>
      <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
        {paymentMethodText(attributes)}
      </Text>
      {detail !== '' && (
        <Text span size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** Just the swatch: the fund's name beside it says which fund it is. */
function ColorSwatchDot({ color }: { color: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: 10,
        height: 10,
        borderRadius: 2,
        flex: 'none',
        background: /^#[0-9a-fA-F]{6}$/.test(color) ? color : 'transparent',
        boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
      }}
    />
  );
}

/** The donations table's columns; none sorts, because the endpoint offers no order. */
export function donationColumns(
  fundsById: ReadonlyMap<string, FundLike>,
): ColumnDef<DonationRow>[] {
  return [
    {
      id: 'created_at',
      header: 'Date',
      // May wrap at its comma on a phone, so the status still fits beside it.
      cell: ({ row }) => <DateTimeText value={row.original.attributes.created_at} size="sm" />,
    },
    {
      id: 'amount',
      header: 'Amount',
      meta: { numeric: true },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.attributes.amount_cents}
          currency={row.original.attributes.amount_currency}
          size="sm"
          fw={600}
        />
      ),
    },
    {
      id: 'fee',
      header: 'Fee',
      meta: { numeric: true, visibleFrom: 'sm' },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.attributes.fee_cents}
          currency={row.original.attributes.fee_currency}
          negativeHint="refunded"
          size="sm"
        />
      ),
    },
    {
      id: 'payment',
      header: 'Payment',
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <PaymentCell attributes={row.original.attributes} />,
    },
    {
      id: 'channel',
      header: 'Channel',
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => (
        <Text span size="sm">
          {channelText(row.original.attributes.payment_channel)}
        </Text>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      cell: ({ row }) => <DonationStatusBadge status={row.original.attributes.payment_status} />,
    },
    {
      id: 'designations',
      header: 'Designations',
      meta: { visibleFrom: 'sm' },
      cell: ({ row }) => <DesignationsCell row={row.original} fundsById={fundsById} />,
    },
  ];
}
