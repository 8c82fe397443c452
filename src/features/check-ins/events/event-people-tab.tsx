import { Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { personName } from '../shared/person-name';

const PERSON_EVENTS = '/check_ins/v2/events/{event_id}/person_events';
const include = ['person', 'first_check_in', 'last_check_in'] as const;
type PersonEventRecord = RecordOf<typeof PERSON_EVENTS, (typeof include)[number]>;

const number = new Intl.NumberFormat();

const columns: ColumnDef<PersonEventRecord>[] = [
  {
    id: 'person',
    header: 'Person',
    cell: ({ row }) => {
      const person = row.original.related.person;
      return person ? (
        <Text span size="sm" fw={600}>
          {personName(person)}
        </Text>
      ) : (
        <Text span size="sm" c="dimmed">
          No person record (deleted, or a one-time guest)
        </Text>
      );
    },
  },
  {
    id: 'check_in_count',
    header: 'Check-ins',
    meta: { numeric: true },
    cell: ({ row }) => number.format(row.original.attributes.check_in_count),
  },
  {
    id: 'first',
    header: 'First check-in',
    cell: ({ row }) => (
      <DateTimeText
        value={row.original.related.first_check_in?.attributes.created_at}
        size="sm"
        empty="Not known"
      />
    ),
  },
  {
    id: 'last',
    header: 'Last check-in',
    cell: ({ row }) => (
      <DateTimeText
        value={row.original.related.last_check_in?.attributes.created_at}
        size="sm"
        empty="Not known"
      />
    ),
  },
];

/** Everyone who has checked in to the event, with how often and when first and last. */
export function EventPeopleTab({ eventId }: { eventId: string }) {
  const list = useListUrlState<typeof PERSON_EVENTS, (typeof include)[number]>(
    PERSON_EVENTS,
    { include },
    'people_',
  );
  const query = useApiList(PERSON_EVENTS, { ...list.options, params: { event_id: eventId } });

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        Each person who has checked in to this event, with their number of check-ins.
      </Text>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError error={query.error} what="the people" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="People who checked in to this event"
            columns={columns}
            rows={query.data?.records}
            rowKey={(personEvent) => personEvent.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                Nobody has checked in to this event yet.
              </Text>
            }
          />
          <PaginationBar
            noun="people"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </>
  );
}
