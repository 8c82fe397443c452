import { Text } from '@mantine/core';
import type { ColumnDef } from '../../../ui/data-table';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { ColorSwatch } from '../../../ui/color-swatch';
import { DataTable } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';

const ATTENDANCE_TYPES = '/check_ins/v2/events/{event_id}/attendance_types';
type AttendanceTypeRecord = RecordOf<typeof ATTENDANCE_TYPES>;

const columns: ColumnDef<AttendanceTypeRecord>[] = [
  {
    id: 'name',
    header: 'Attendance type',
    cell: ({ row }) => (
      <Text span size="sm" fw={600}>
        {row.original.attributes.name}
      </Text>
    ),
  },
  {
    id: 'color',
    header: 'Color',
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  {
    id: 'created_at',
    header: 'Created',
    cell: ({ row }) => (
      <DateTimeText value={row.original.attributes.created_at} format="date" size="sm" />
    ),
  },
];

/** The kinds of attendee this event counts by headcount rather than check-in. */
export function EventAttendanceTypesTab({ eventId }: { eventId: string }) {
  const list = useListUrlState(ATTENDANCE_TYPES, {}, 'types_');
  const query = useApiList(ATTENDANCE_TYPES, { ...list.options, params: { event_id: eventId } });

  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        People counted by headcount instead of checking in, such as adults in the main service.
      </Text>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the attendance types"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="Attendance types of this event"
            columns={columns}
            rows={query.data?.records}
            rowKey={(type) => type.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={3}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                This event counts nobody by headcount: it has no attendance types.
              </Text>
            }
          />
          <PaginationBar
            noun="attendance types"
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
