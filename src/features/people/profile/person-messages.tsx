import { Anchor, Group, Skeleton, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';

import { useApiRelated } from '../../../lib/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';

/** Message.kind as the service numbers it: 0 an e-mail, 1 a text message. */
function kindLabel(kind: number): string {
  return kind === 0 ? 'E-mail' : kind === 1 ? 'Text' : `Kind ${kind}`;
}

/** 'delivered' → 'Delivered'. */
function statusLabel(status: string): string {
  return status === '' ? 'Unknown' : status.charAt(0).toUpperCase() + status.slice(1);
}

/**
 * Messages sent to the person. GET /people/v2/messages cannot be narrowed to one recipient (its
 * where names no person; to_addresses is an exact address), so this reads the Person's
 * `messages` association instead, which takes no order: the service's order is kept.
 */
export function PersonMessages({ personId }: { personId: string }) {
  const [offset, setOffset] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const query = useApiRelated('/people/v2/people', { id: personId, offset, perPage }, 'messages');
  const messages = query.data?.records;
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
      {query.isError ? (
        <QueryError error={query.error} what="the messages" onRetry={() => void query.refetch()} />
      ) : messages === undefined ? (
        <Skeleton height={120} radius="md" aria-label="Loading the messages" />
      ) : messages.length === 0 && offset === 0 ? (
        <Text c="dimmed">No messages were sent to this person.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Kind</Table.Th>
                  <Table.Th>From</Table.Th>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Sent</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((message) => {
                  const a = message.attributes;
                  const from =
                    typeof a.from_name === 'string' && a.from_name !== '' ? a.from_name : '—';
                  return (
                    <Table.Tr key={message.id}>
                      <Table.Td>{a.subject || '(no subject)'}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>{kindLabel(a.kind)}</Table.Td>
                      <Table.Td>{from}</Table.Td>
                      <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.to_addresses}</Table.Td>
                      <Table.Td style={{ whiteSpace: 'nowrap' }}>
                        <DateTimeText value={a.sent_at} empty="Not sent" size="sm" />
                      </Table.Td>
                      <Table.Td>{statusLabel(a.delivery_status)}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <PaginationBar
            noun="messages"
            offset={offset}
            perPage={perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={setOffset}
            onPerPageChange={(next) => {
              setPerPage(next);
              setOffset(0);
            }}
          />
        </>
      )}
    </section>
  );
}
