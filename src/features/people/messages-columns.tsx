import { Badge, Stack, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';

import type { RecordOf } from '../../api/client-types';
import { DateTimeText } from '../../ui/date-time-text';
import { DeliveryStatus, messageKind, recipientName, type MessageRow } from './message-status';

export const MESSAGE_GROUPS = '/people/v2/message_groups';
export type MessageGroupRow = RecordOf<typeof MESSAGE_GROUPS, 'app' | 'from'>;

export const messageColumns: ColumnDef<MessageRow>[] = [
  {
    id: 'created_at',
    header: 'Created',
    meta: { orderBy: 'created_at' },
    cell: ({ row }) => <DateTimeText size="sm" value={row.original.attributes.created_at} />,
  },
  {
    id: 'kind',
    header: 'Kind',
    meta: { orderBy: 'kind' },
    cell: ({ row }) => messageKind(row.original),
  },
  {
    id: 'to',
    header: 'To',
    meta: { orderBy: 'to_addresses' },
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{recipientName(row.original)}</Text>
        {row.original.related.to && (
          <Text size="xs" c="dimmed">
            {row.original.attributes.to_addresses}
          </Text>
        )}
      </Stack>
    ),
  },
  {
    id: 'subject',
    header: 'Subject',
    meta: { orderBy: 'subject' },
    cell: ({ row }) => (
      <Text size="sm" lineClamp={2} maw="22rem">
        {row.original.attributes.subject || '(no subject)'}
      </Text>
    ),
  },
  {
    id: 'delivery_status',
    header: 'Delivery',
    meta: { orderBy: 'delivery_status' },
    cell: ({ row }) => <DeliveryStatus message={row.original} />,
  },
  {
    id: 'sent_at',
    header: 'Sent',
    meta: { orderBy: 'sent_at' },
    cell: ({ row }) => (
      <DateTimeText size="sm" value={row.original.attributes.sent_at} empty="Not sent" />
    ),
  },
];

export const messageGroupColumns: ColumnDef<MessageGroupRow>[] = [
  {
    id: 'created_at',
    header: 'Created',
    meta: { orderBy: 'created_at' },
    cell: ({ row }) => <DateTimeText size="sm" value={row.original.attributes.created_at} />,
  },
  {
    id: 'subject',
    header: 'Subject',
    meta: { orderBy: 'subject' },
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <Text size="sm" lineClamp={2} maw="24rem">
          {row.original.attributes.subject || '(no subject)'}
        </Text>
        {row.original.attributes.system_message && (
          <Badge size="xs" variant="outline" color="gray" tt="none">
            System message
          </Badge>
        )}
      </Stack>
    ),
  },
  {
    id: 'message_type',
    header: 'Type',
    meta: { orderBy: 'message_type' },
    cell: ({ row }) => {
      const type = row.original.attributes.message_type;
      return type === 'email' ? 'E-mail' : type === 'sms' ? 'Text message' : type;
    },
  },
  {
    id: 'from',
    header: 'From',
    meta: { orderBy: 'from_address' },
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{row.original.related.from?.attributes.name ?? '—'}</Text>
        <Text size="xs" c="dimmed">
          {row.original.attributes.from_address}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'app',
    header: 'App',
    cell: ({ row }) => row.original.related.app?.attributes.name ?? '—',
  },
  {
    id: 'message_count',
    header: 'Messages',
    meta: { orderBy: 'message_count', numeric: true },
    cell: ({ row }) => row.original.attributes.message_count,
  },
];
