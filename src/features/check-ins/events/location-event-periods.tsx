import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';

import { useApiList } from '../../../lib/api-query/api-queries';
import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { newestFirstWindow } from '../shared/newest-first';

const LOCATION_EVENT_PERIODS =
  '/check_ins/v2/events/{event_id}/locations/{location_id}/location_event_periods';

const number = new Intl.NumberFormat();

/** Check-ins at one location in each session, newest first. */
export function LocationEventPeriods({
  eventId,
  locationId,
}: {
  eventId: string;
  locationId: string;
}) {
  const [skip, setSkip] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const params = { event_id: eventId, location_id: locationId };
  const count = useApiList(LOCATION_EVENT_PERIODS, { params, perPage: 1 });
  const total = count.data?.totalCount;
  const slice = total === undefined ? undefined : newestFirstWindow(total, skip, perPage);
  const page = useApiList(
    LOCATION_EVENT_PERIODS,
    {
      params,
      include: ['event_period'],
      offset: slice?.offset ?? 0,
      perPage: slice?.perPage ?? perPage,
    },
    { enabled: slice !== undefined && slice !== null },
  );

  const error = count.error ?? page.error;
  if (error) {
    return (
      <QueryError
        error={error}
        what="the check-ins by session"
        onRetry={() => {
          void count.refetch();
          void page.refetch();
        }}
      />
    );
  }
  if (total === 0) {
    return (
      <Text size="sm" c="dimmed">
        Nobody has checked in here yet.
      </Text>
    );
  }
  const rows = page.data ? [...page.data.records].reverse() : undefined;
  return (
    <>
      <Table fz="sm" verticalSpacing={4} aria-busy={rows === undefined || page.isPlaceholderData}>
        <Table.Caption>
          <VisuallyHidden>Check-ins at this location by session, newest first</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Session</Table.Th>
            <Table.Th ta="right">Regulars</Table.Th>
            <Table.Th ta="right">Guests</Table.Th>
            <Table.Th ta="right">Volunteers</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed" role="status">
                  Loading…
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <DateTimeText
                    value={row.related.event_period?.attributes.starts_at}
                    format="date"
                    empty="Unknown session"
                    size="sm"
                  />
                </Table.Td>
                <Table.Td ta="right">{number.format(row.attributes.regular_count)}</Table.Td>
                <Table.Td ta="right">{number.format(row.attributes.guest_count)}</Table.Td>
                <Table.Td ta="right">{number.format(row.attributes.volunteer_count)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
      <PaginationBar
        noun="sessions"
        offset={skip}
        perPage={perPage}
        totalCount={total}
        onOffsetChange={setSkip}
        onPerPageChange={(value) => {
          setPerPage(value);
          setSkip(0);
        }}
      />
    </>
  );
}
