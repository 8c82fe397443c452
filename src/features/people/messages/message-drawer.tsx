import { Anchor, Paper, Stack, Title } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import { ResourceDrawer } from '../../../ui/resource-view/resource-drawer';
import { isWebUrl, untypedText } from '../shared/untyped-text';
import {
  DeliveryStatusBadge,
  MESSAGES,
  messageKind,
  recipientName,
  type MessageRow,
} from './message-status';

const include = ['to', 'message_group'] as const;
const grid = { cols: 2, spacing: 'md', verticalSpacing: 'md' } as const;

/**
 * One message in full. Everything is rendered as text (React escapes it): subjects and
 * addresses may hold HTML, and none of it is ever injected as markup.
 */
function MessageDetails({ message }: { message: MessageRow }) {
  const a = message.attributes;
  const from = [untypedText(a.from_name), untypedText(a.from_address)].filter(Boolean).join(' · ');
  const toAddress = message.related.to && a.to_addresses ? ` · ${a.to_addresses}` : '';
  const group = message.related.message_group;
  return (
    <Stack gap="lg">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {a.subject || '(no subject)'}
      </Title>
      <FactGrid
        {...grid}
        facts={{
          Status: <DeliveryStatusBadge status={a.delivery_status} />,
          Kind: messageKind(message),
          To: recipientName(message) + toAddress,
          From: from || '—',
          'Sent from app': untypedText(a.app_name) ?? '—',
          Created: <DateTimeText value={a.created_at} />,
          Sent: <DateTimeText value={a.sent_at} empty="Not sent" />,
          Bounced: <DateTimeText value={a.bounced_at} empty="No" />,
          'Rejection reason': a.reject_reason || '—',
          'Rejection notice sent': (
            <DateTimeText value={a.rejection_notification_sent_at} empty="—" />
          ),
          Attachment:
            a.file === null || a.file === '' ? (
              'None'
            ) : isWebUrl(a.file) ? (
              <Anchor href={a.file} target="_blank" rel="noopener noreferrer">
                Open the attachment
              </Anchor>
            ) : (
              a.file
            ),
        }}
      />
      {group && (
        <Paper withBorder p="md">
          <Title order={4} size="h5" mb="sm">
            Message group
          </Title>
          <FactGrid
            {...grid}
            facts={{
              Subject: group.attributes.subject || '—',
              Messages: group.attributes.message_count,
              From: group.attributes.from_address || '—',
              'System message': group.attributes.system_message ? 'Yes' : 'No',
              Created: <DateTimeText value={group.attributes.created_at} />,
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

/** A message's details beside the list; open while the URL names it (?message=ID). */
export function MessageDrawer() {
  return (
    <ResourceDrawer<typeof MESSAGES, (typeof include)[number]>
      path={MESSAGES}
      include={include}
      param="message"
      noun="message"
      title={() => 'Message'}
      sections={(message) => [{ content: <MessageDetails message={message} /> }]}
    />
  );
}
