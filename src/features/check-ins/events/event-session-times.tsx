import { Anchor, Group, Loader, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { DateTimeText } from '../../../ui/date-time-text';
import { QueryError } from '../../../ui/query-error';
import { headcountsPath } from '../shared/event-paths';
import { useSessionTimes, type SessionRecord } from './event-sessions-queries';

const count = new Intl.NumberFormat();

/** total_count is not typed by the spec: a number is shown as one, anything else as text. */
function totalText(value: unknown): string {
  if (typeof value === 'number') return count.format(value);
  if (value === null || value === undefined || value === '') return '—';
  return String(value);
}

/** The event times of one session, with their counts and a way to their headcounts. */
export function EventSessionTimes({
  eventId,
  session,
}: {
  eventId: string;
  session: SessionRecord;
}) {
  const query = useSessionTimes(session);

  if (query.isPending) {
    return (
      <Group gap="xs" py="xs" role="status">
        <Loader size="xs" />
        <Text size="sm">Finding this session’s event times…</Text>
      </Group>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what="this session’s event times"
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="xs">
        No event times were found for this session.
      </Text>
    );
  }
  return (
    <Table verticalSpacing={4} withRowBorders={false} fz="sm">
      <Table.Caption>
        <VisuallyHidden>Event times of this session</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Event time</Table.Th>
          <Table.Th ta="right">Regulars</Table.Th>
          <Table.Th ta="right">Guests</Table.Th>
          <Table.Th ta="right">Volunteers</Table.Th>
          <Table.Th ta="right">Total with headcounts</Table.Th>
          <Table.Th>
            <VisuallyHidden>Headcounts</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {query.data.map((time) => {
          const a = time.attributes;
          return (
            <Table.Tr key={time.id}>
              <Table.Td>
                <DateTimeText value={a.starts_at} format="weekday-datetime" size="sm" />
              </Table.Td>
              <Table.Td ta="right">{count.format(a.regular_count)}</Table.Td>
              <Table.Td ta="right">{count.format(a.guest_count)}</Table.Td>
              <Table.Td ta="right">{count.format(a.volunteer_count)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {totalText(a.total_count)}
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={headcountsPath(eventId, time.id)} size="sm">
                  Headcounts
                  <VisuallyHidden>
                    {' '}
                    of <DateTimeText value={a.starts_at} format="datetime" />
                  </VisuallyHidden>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
