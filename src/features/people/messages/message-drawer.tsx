import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { DateTimeText } from '../../../ui/date-time-text';
import { ResourceDrawer } from '../../../ui/resource-view/resource-drawer';
import {
  DeliveryStatusBadge,
  MESSAGES,
  messageKind,
  recipientName,
  type MessageRow,
} from './message-status';

/** Attributes the spec leaves untyped (from_name, from_address, app_name) as plain text. */
function textOf(value: unknown): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Only web links become links; anything else in `file` is shown as text. */
function isWebUrl(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const include = ['to', 'message_group'] as const;

/**
 * One message in full. Everything is rendered as text (React escapes it): subjects and
 * addresses may hold HTML, and none of it is ever injected as markup.
 */
function MessageDetails({ message }: { message: MessageRow }) {
  const a = message.attributes;
  const from = [textOf(a.from_name), textOf(a.from_address)].filter(Boolean).join(' · ');
  const group = message.related.message_group;
  return (
    <Stack gap="lg">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {a.subject || '(no subject)'}
      </Title>
      <SimpleGrid component="dl" cols={2} m={0} spacing="md" verticalSpacing="md">
        <Detail label="Status">
          <DeliveryStatusBadge status={a.delivery_status} />
        </Detail>
        <Detail label="Kind">{messageKind(message)}</Detail>
        <Detail label="To">
          {recipientName(message)}
          {message.related.to && a.to_addresses ? ` · ${a.to_addresses}` : ''}
        </Detail>
        <Detail label="From">{from || '—'}</Detail>
        <Detail label="Sent from app">{textOf(a.app_name) ?? '—'}</Detail>
        <Detail label="Created">
          <DateTimeText value={a.created_at} />
        </Detail>
        <Detail label="Sent">
          <DateTimeText value={a.sent_at} empty="Not sent" />
        </Detail>
        <Detail label="Bounced">
          <DateTimeText value={a.bounced_at} empty="No" />
        </Detail>
        <Detail label="Rejection reason">{a.reject_reason || '—'}</Detail>
        <Detail label="Rejection notice sent">
          <DateTimeText value={a.rejection_notification_sent_at} empty="—" />
        </Detail>
        <Detail label="Attachment">
          {a.file === null || a.file === '' ? (
            'None'
          ) : isWebUrl(a.file) ? (
            <Anchor href={a.file} target="_blank" rel="noopener noreferrer">
              Open the attachment
            </Anchor>
          ) : (
            a.file
          )}
        </Detail>
      </SimpleGrid>
      {group && (
        <Paper withBorder p="md">
          <Title order={4} size="h5" mb="sm">
            Message group
          </Title>
          <SimpleGrid component="dl" cols={2} m={0} spacing="md" verticalSpacing="md">
            <Detail label="Subject">{group.attributes.subject || '—'}</Detail>
            <Detail label="Messages">{group.attributes.message_count}</Detail>
            <Detail label="From">{group.attributes.from_address || '—'}</Detail>
            <Detail label="System message">{group.attributes.system_message ? 'Yes' : 'No'}</Detail>
            <Detail label="Created">
              <DateTimeText value={group.attributes.created_at} />
            </Detail>
          </SimpleGrid>
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
