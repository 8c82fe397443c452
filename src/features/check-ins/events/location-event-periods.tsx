import { Table, Text, VisuallyHidden } from '@mantine/core';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { listQuery } from '../../../lib/browser/api-query/query-options';
import { useLocalPaging } from '../../../lib/browser/list-paging';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { PaginationBar } from '../../../ui/pagination-bar';
import { QueryError } from '../../../ui/query-error';
import { useNewestFirstPage } from '../shared/newest-first';
import { useNumberFormat } from '../shared/use-number-format';

const LOCATION_EVENT_PERIODS =
  '/check_ins/v2/events/{event_id}/locations/{location_id}/location_event_periods';

/** Check-ins at one location in each session, newest first. */
export function LocationEventPeriods({
  eventId,
  locationId,
}: {
  eventId: string;
  locationId: string;
}) {
  const t = useT();
  const number = useNumberFormat();
  const paging = useLocalPaging(10);
  const client = useApiClient();
  const query = useNewestFirstPage(
    (window) =>
      listQuery(client, LOCATION_EVENT_PERIODS, {
        params: { event_id: eventId, location_id: locationId },
        include: ['event_period'],
        ...window,
      }),
    paging.offset,
    paging.perPage,
  );

  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={t('check-ins.events.location.bySessionWhat')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (query.data?.totalCount === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('check-ins.events.location.nobodyHere')}
      </Text>
    );
  }
  const rows = query.data?.records;
  return (
    <>
      <Table fz="sm" verticalSpacing={4} aria-busy={query.isPending || query.isPlaceholderData}>
        <Table.Caption>
          <VisuallyHidden>{t('check-ins.events.location.bySessionCaption')}</VisuallyHidden>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('check-ins.shared.session')}</Table.Th>
            <Table.Th ta="right">{t('check-ins.shared.regulars')}</Table.Th>
            <Table.Th ta="right">{t('check-ins.shared.guests')}</Table.Th>
            <Table.Th ta="right">{t('check-ins.shared.volunteers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            <Table.Tr>
              <Table.Td colSpan={4}>
                <Text size="sm" c="dimmed" role="status">
                  {t('check-ins.shared.loading')}
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
                    empty={t('check-ins.events.location.unknownSession')}
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
        noun={t('check-ins.events.location.sessionsNoun')}
        paging={paging}
        totalCount={query.data?.totalCount}
      />
    </>
  );
}
