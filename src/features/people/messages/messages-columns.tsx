import { Badge, Stack, Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { emptyAs } from '../shared/empty-as';
import {
  DeliveryStatus,
  MESSAGES,
  messageKind,
  recipientName,
  type MessageRow,
} from './message-status';

export const MESSAGE_GROUPS = '/people/v2/message_groups';
export type MessageGroupRow = RecordOf<typeof MESSAGE_GROUPS, 'app' | 'from'>;

const messageTypeLabels = { email: 'E-mail', sms: 'Text message' } as const;

export const messageColumns: ColumnDef<MessageRow>[] = [
  attributeColumn(MESSAGES, 'created_at', { header: 'Created' }),
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
  emptyAs(attributeColumn(MESSAGES, 'sent_at', { header: 'Sent' }), 'Not sent'),
];

export const messageGroupColumns: ColumnDef<MessageGroupRow>[] = [
  attributeColumn(MESSAGE_GROUPS, 'created_at', { header: 'Created' }),
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
  attributeColumn(MESSAGE_GROUPS, 'message_type', { header: 'Type', labels: messageTypeLabels }),
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
  attributeColumn(MESSAGE_GROUPS, 'message_count', { header: 'Messages' }),
];
