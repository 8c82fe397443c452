import { Badge, Stack, Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import { statusText } from '../../../lib/pure/status-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
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

const sentAt = attributeColumn(MESSAGES, 'sent_at', { header: 'Sent' });

export const messageColumns: ListColumn<MessageRow>[] = [
  attributeColumn(MESSAGES, 'created_at', { header: 'Created' }),
  {
    id: 'kind',
    header: 'Kind',
    meta: { orderBy: 'kind' },
    csv: messageKind,
    cell: ({ row }) => messageKind(row.original),
  },
  {
    id: 'to',
    header: 'To',
    meta: { orderBy: 'to_addresses' },
    csvColumns: () => [
      { header: 'To', value: recipientName },
      { header: 'To address', value: (message) => message.attributes.to_addresses },
    ],
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
    csv: (message) => message.attributes.subject,
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
    csvColumns: (timeZone) => [
      {
        header: 'Delivery',
        value: (message) => statusText(message.attributes.delivery_status),
      },
      {
        header: 'Bounced',
        value: (message) => zonedDatetimeText(message.attributes.bounced_at, timeZone),
      },
      { header: 'Reject reason', value: (message) => message.attributes.reject_reason },
    ],
    cell: ({ row }) => <DeliveryStatus message={row.original} />,
  },
  // Exported as the catalog writes it: an empty cell for a message not sent.
  emptyAs(sentAt, 'Not sent'),
];

export const messageGroupColumns: ListColumn<MessageGroupRow>[] = [
  attributeColumn(MESSAGE_GROUPS, 'created_at', { header: 'Created' }),
  {
    id: 'subject',
    header: 'Subject',
    meta: { orderBy: 'subject' },
    csvColumns: () => [
      { header: 'Subject', value: (group) => group.attributes.subject },
      {
        header: 'System message',
        value: (group) => (group.attributes.system_message ? 'yes' : 'no'),
      },
    ],
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
    csvColumns: () => [
      { header: 'From', value: (group) => group.related.from?.attributes.name ?? null },
      { header: 'From address', value: (group) => group.attributes.from_address },
    ],
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
    csv: (group) => group.related.app?.attributes.name ?? null,
    cell: ({ row }) => row.original.related.app?.attributes.name ?? '—',
  },
  attributeColumn(MESSAGE_GROUPS, 'message_count', { header: 'Messages' }),
];
