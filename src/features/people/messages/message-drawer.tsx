import { Anchor, Paper, Stack, Title } from '@mantine/core';

import { DateTimeText } from '../../../ui/date-time-text';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const locale = useLocale();
  const a = message.attributes;
  const from = [untypedText(a.from_name, locale), untypedText(a.from_address, locale)]
    .filter(Boolean)
    .join(' · ');
  const toAddress = message.related.to && a.to_addresses ? ` · ${a.to_addresses}` : '';
  const group = message.related.message_group;
  return (
    <Stack gap="lg">
      <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
        {a.subject || t('people.messages.noSubject')}
      </Title>
      <FactGrid
        {...grid}
        facts={{
          [t('people.messages.details.status')]: <DeliveryStatusBadge status={a.delivery_status} />,
          [t('people.messages.columns.kind')]: messageKind(message, t),
          [t('people.messages.columns.to')]: recipientName(message, t) + toAddress,
          [t('people.messages.columns.from')]: from || '—',
          [t('people.messages.details.sentFromApp')]: untypedText(a.app_name, locale) ?? '—',
          [t('people.messages.columns.created')]: <DateTimeText value={a.created_at} />,
          [t('people.messages.columns.sent')]: (
            <DateTimeText value={a.sent_at} empty={t('people.messages.notSent')} />
          ),
          [t('people.messages.columns.bounced')]: (
            <DateTimeText value={a.bounced_at} empty={t('people.messages.details.notBounced')} />
          ),
          [t('people.messages.details.rejectionReason')]: a.reject_reason || '—',
          [t('people.messages.details.rejectionNotice')]: (
            <DateTimeText value={a.rejection_notification_sent_at} empty="—" />
          ),
          [t('people.messages.details.attachment')]:
            a.file === null || a.file === '' ? (
              t('people.messages.details.noAttachment')
            ) : isWebUrl(a.file) ? (
              <Anchor href={a.file} target="_blank" rel="noopener noreferrer">
                {t('people.messages.details.openAttachment')}
              </Anchor>
            ) : (
              a.file
            ),
        }}
      />
      {group && (
        <Paper withBorder p="md">
          <Title order={4} size="h5" mb="sm">
            {t('people.messages.details.group')}
          </Title>
          <FactGrid
            {...grid}
            facts={{
              [t('people.messages.columns.subject')]: group.attributes.subject || '—',
              [t('people.messages.columns.messages')]: group.attributes.message_count,
              [t('people.messages.columns.from')]: group.attributes.from_address || '—',
              [t('people.messages.systemMessage')]: group.attributes.system_message
                ? t('people.fieldData.yes')
                : t('people.fieldData.no'),
              [t('people.messages.columns.created')]: (
                <DateTimeText value={group.attributes.created_at} />
              ),
            }}
          />
        </Paper>
      )}
    </Stack>
  );
}

/** A message's details beside the list; open while the URL names it (?message=ID). */
export function MessageDrawer() {
  const t = useT();
  return (
    <ResourceDrawer<typeof MESSAGES, (typeof include)[number]>
      path={MESSAGES}
      include={include}
      param="message"
      noun={t('people.messages.nounOne')}
      title={() => t('people.messages.details.title')}
      sections={(message) => [{ content: <MessageDetails message={message} /> }]}
    />
  );
}
