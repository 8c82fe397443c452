import { Badge, Stack, Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { Message } from '../../../ui/i18n/message';
import { useT } from '../../../ui/i18n/language-context';
import { deliveryStatusText } from '../shared/status-words';

export const MESSAGES = '/people/v2/messages';
export type MessageRow = RecordOf<typeof MESSAGES, 'to' | 'message_group'>;

const statusColors: Record<string, string> = {
  delivered: 'teal',
  sent: 'blue',
  bounced: 'orange',
  rejected: 'red',
};

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function DeliveryStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge variant="dot" tt="none" color={statusColors[status] ?? 'gray'}>
      {deliveryStatusText(status, t)}
    </Badge>
  );
}

/** The delivery status, with when it bounced and why it was rejected where that happened. */
export function DeliveryStatus({ message }: { message: MessageRow }) {
  const { delivery_status, bounced_at, reject_reason } = message.attributes;
  return (
    <Stack gap={2} align="flex-start">
      <DeliveryStatusBadge status={delivery_status} />
      {bounced_at !== null && (
        <Text size="xs" c="dimmed">
          <Message
            id="people.messages.bouncedAt"
            components={{ 0: <DateTimeText size="xs" value={bounced_at} /> }}
          />
        </Text>
      )}
      {reject_reason !== null && reject_reason !== '' && (
        <Text size="xs" c="dimmed">
          {reject_reason}
        </Text>
      )}
    </Stack>
  );
}

/**
 * E-mail or text: the spec gives Message.kind only as an integer, so the message group's
 * message_type (email, sms) names it when the group is included.
 */
export function messageKind(message: MessageRow, t: Translate): string {
  const type = message.related.message_group?.attributes.message_type;
  if (type === 'email') return t('people.messages.kind.email');
  if (type === 'sms') return t('people.messages.kind.textMessage');
  if (type) return capitalized(type);
  return t('people.messages.kind.numbered', { kind: message.attributes.kind });
}

/** Who it went to: the person's name when known, and the address it was sent to. */
export function recipientName(message: MessageRow, t: Translate): string {
  return (
    message.related.to?.attributes.name ??
    (message.attributes.to_addresses || t('people.status.unknown'))
  );
}
