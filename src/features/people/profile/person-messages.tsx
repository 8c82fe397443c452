import { Anchor, Group, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';

import { useLocalPaging } from '../../../lib/browser/list-paging';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { RelatedList, type RelatedRecordOf } from '../../../ui/resource-view/related-list';
import { deliveryStatusText } from '../shared/status-words';

/** Message.kind as the service numbers it: 0 an e-mail, 1 a text message. */
function kindLabel(kind: number, t: Translate): string {
  return kind === 0
    ? t('people.messages.kind.email')
    : kind === 1
      ? t('people.messages.kind.text')
      : t('people.messages.kind.numbered', { kind });
}

type PersonMessage = RelatedRecordOf<'/people/v2/people', 'messages'>;

function messageColumns(t: Translate): ColumnDef<PersonMessage>[] {
  return [
    {
      id: 'subject',
      header: t('people.messages.columns.subject'),
      cell: ({ row }) => row.original.attributes.subject || t('people.messages.noSubject'),
    },
    {
      id: 'kind',
      header: t('people.messages.columns.kind'),
      cell: ({ row }) => (
        <span style={{ whiteSpace: 'nowrap' }}>{kindLabel(row.original.attributes.kind, t)}</span>
      ),
    },
    {
      id: 'from',
      header: t('people.messages.columns.from'),
      cell: ({ row }) => {
        const from = row.original.attributes.from_name;
        return typeof from === 'string' && from !== '' ? from : '—';
      },
    },
    {
      id: 'to',
      header: t('people.messages.columns.to'),
      cell: ({ row }) => (
        <span style={{ overflowWrap: 'anywhere' }}>{row.original.attributes.to_addresses}</span>
      ),
    },
    {
      id: 'sent_at',
      header: t('people.messages.columns.sent'),
      cell: ({ row }) => (
        <span style={{ whiteSpace: 'nowrap' }}>
          <DateTimeText
            value={row.original.attributes.sent_at}
            empty={t('people.messages.notSent')}
            size="sm"
          />
        </span>
      ),
    },
    {
      id: 'delivery',
      header: t('people.messages.columns.delivery'),
      cell: ({ row }) => deliveryStatusText(row.original.attributes.delivery_status, t),
    },
  ];
}

/**
 * Messages sent to the person. GET /people/v2/messages cannot be narrowed to one recipient (its
 * where names no person; to_addresses is an exact address), so this reads the Person's
 * `messages` association instead, which takes no order: the service's order is kept.
 */
export function PersonMessages({ personId }: { personId: string }) {
  const t = useT();
  const columns = useMemo(() => messageColumns(t), [t]);
  return (
    <section aria-label={t('people.profile.sections.messages')}>
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed">
          {t('people.personMessages.description')}
        </Text>
        <Anchor component={Link} to="/people/messages" size="sm">
          {t('people.personMessages.all')}
        </Anchor>
      </Group>
      <RelatedList
        path="/people/v2/people"
        id={personId}
        association="messages"
        paging={useLocalPaging(10)}
        noun={t('people.messages.noun')}
        caption={t('people.personMessages.caption')}
        columns={columns}
        skeletonRows={3}
        empty={t('people.personMessages.none')}
      />
    </section>
  );
}
