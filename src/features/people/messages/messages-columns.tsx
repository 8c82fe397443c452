import { Badge, Stack, Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { emptyAs } from '../shared/empty-as';
import { deliveryStatusText } from '../shared/status-words';
import {
  DeliveryStatus,
  MESSAGES,
  messageKind,
  recipientName,
  type MessageRow,
} from './message-status';

export const MESSAGE_GROUPS = '/people/v2/message_groups';
export type MessageGroupRow = RecordOf<typeof MESSAGE_GROUPS, 'app' | 'from'>;

export function messageColumns(t: Translate): ListColumn<MessageRow>[] {
  const sentAt = attributeColumn(MESSAGES, 'sent_at', {
    header: t('people.messages.columns.sent'),
  });
  const to = t('people.messages.columns.to');
  const delivery = t('people.messages.columns.delivery');
  return [
    attributeColumn(MESSAGES, 'created_at', { header: t('people.messages.columns.created') }),
    {
      id: 'kind',
      header: t('people.messages.columns.kind'),
      meta: { orderBy: 'kind' },
      csv: (message) => messageKind(message, t),
      cell: ({ row }) => messageKind(row.original, t),
    },
    {
      id: 'to',
      header: to,
      meta: { orderBy: 'to_addresses' },
      csvColumns: () => [
        { header: to, value: (message) => recipientName(message, t) },
        {
          header: t('people.messages.columns.toAddress'),
          value: (message) => message.attributes.to_addresses,
        },
      ],
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm">{recipientName(row.original, t)}</Text>
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
      header: t('people.messages.columns.subject'),
      meta: { orderBy: 'subject' },
      csv: (message) => message.attributes.subject,
      cell: ({ row }) => (
        <Text size="sm" lineClamp={2} maw="22rem">
          {row.original.attributes.subject || t('people.messages.noSubject')}
        </Text>
      ),
    },
    {
      id: 'delivery_status',
      header: delivery,
      meta: { orderBy: 'delivery_status' },
      csvColumns: (timeZone) => [
        {
          header: delivery,
          value: (message) => deliveryStatusText(message.attributes.delivery_status, t),
        },
        {
          header: t('people.messages.columns.bounced'),
          value: (message) => zonedDatetimeText(message.attributes.bounced_at, timeZone),
        },
        {
          header: t('people.messages.columns.rejectReason'),
          value: (message) => message.attributes.reject_reason,
        },
      ],
      cell: ({ row }) => <DeliveryStatus message={row.original} />,
    },
    // Exported as the catalog writes it: an empty cell for a message not sent.
    emptyAs(sentAt, t('people.messages.notSent')),
  ];
}

export function messageGroupColumns(t: Translate): ListColumn<MessageGroupRow>[] {
  const subject = t('people.messages.columns.subject');
  const from = t('people.messages.columns.from');
  return [
    attributeColumn(MESSAGE_GROUPS, 'created_at', {
      header: t('people.messages.columns.created'),
    }),
    {
      id: 'subject',
      header: subject,
      meta: { orderBy: 'subject' },
      csvColumns: () => [
        { header: subject, value: (group) => group.attributes.subject },
        {
          header: t('people.messages.systemMessage'),
          value: (group) =>
            group.attributes.system_message
              ? t('people.messages.csvYes')
              : t('people.messages.csvNo'),
        },
      ],
      cell: ({ row }) => (
        <Stack gap={2} align="flex-start">
          <Text size="sm" lineClamp={2} maw="24rem">
            {row.original.attributes.subject || t('people.messages.noSubject')}
          </Text>
          {row.original.attributes.system_message && (
            <Badge size="xs" variant="outline" color="gray" tt="none">
              {t('people.messages.systemMessage')}
            </Badge>
          )}
        </Stack>
      ),
    },
    attributeColumn(MESSAGE_GROUPS, 'message_type', {
      header: t('people.messages.columns.type'),
      labels: {
        email: t('people.messages.kind.email'),
        sms: t('people.messages.kind.textMessage'),
      },
    }),
    {
      id: 'from',
      header: from,
      meta: { orderBy: 'from_address' },
      csvColumns: () => [
        { header: from, value: (group) => group.related.from?.attributes.name ?? null },
        {
          header: t('people.messages.columns.fromAddress'),
          value: (group) => group.attributes.from_address,
        },
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
      header: t('people.messages.columns.app'),
      csv: (group) => group.related.app?.attributes.name ?? null,
      cell: ({ row }) => row.original.related.app?.attributes.name ?? '—',
    },
    attributeColumn(MESSAGE_GROUPS, 'message_count', {
      header: t('people.messages.columns.messages'),
    }),
  ];
}
