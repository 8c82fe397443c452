import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import { useLocalPaging } from '../../../lib/browser/list-paging';
import { statusText } from '../../../lib/pure/status-text';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { RelatedList, type RelatedRecordOf } from '../../../ui/resource-view/related-list';

/** Message.kind as the service numbers it: 0 an e-mail, 1 a text message. */
function kindLabel(kind: number): string {
  return kind === 0 ? 'E-mail' : kind === 1 ? 'Text' : `Kind ${kind}`;
}

type PersonMessage = RelatedRecordOf<'/people/v2/people', 'messages'>;

const columns: ColumnDef<PersonMessage>[] = [
  {
    id: 'subject',
    header: 'Subject',
    cell: ({ row }) => row.original.attributes.subject || '(no subject)',
  },
  {
    id: 'kind',
    header: 'Kind',
    cell: ({ row }) => (
      <span style={{ whiteSpace: 'nowrap' }}>{kindLabel(row.original.attributes.kind)}</span>
    ),
  },
  {
    id: 'from',
    header: 'From',
    cell: ({ row }) => {
      const from = row.original.attributes.from_name;
      return typeof from === 'string' && from !== '' ? from : '—';
    },
  },
  {
    id: 'to',
    header: 'To',
    cell: ({ row }) => (
      <span style={{ overflowWrap: 'anywhere' }}>{row.original.attributes.to_addresses}</span>
    ),
  },
  {
    id: 'sent_at',
    header: 'Sent',
    cell: ({ row }) => (
      <span style={{ whiteSpace: 'nowrap' }}>
        <DateTimeText value={row.original.attributes.sent_at} empty="Not sent" size="sm" />
      </span>
    ),
  },
  {
    id: 'delivery',
    header: 'Delivery',
    cell: ({ row }) => statusText(row.original.attributes.delivery_status),
  },
];

/**
 * Messages sent to the person. GET /people/v2/messages cannot be narrowed to one recipient (its
 * where names no person; to_addresses is an exact address), so this reads the Person's
 * `messages` association instead, which takes no order: the service's order is kept.
 */
export function PersonMessages({ personId }: { personId: string }) {
  return (
    <section aria-label="Messages">
      <Group justify="space-between" mb="md">
        <Text size="sm" c="dimmed">
          E-mails and texts this person was sent from any app.
        </Text>
        <Anchor component={Link} to="/people/messages" size="sm">
          All messages
        </Anchor>
      </Group>
      <RelatedList
        path="/people/v2/people"
        id={personId}
        association="messages"
        paging={useLocalPaging(10)}
        noun="messages"
        caption="Messages sent to this person"
        columns={columns}
        skeletonRows={3}
        empty="No messages were sent to this person."
      />
    </section>
  );
}
