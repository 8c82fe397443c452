import { Text } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { ColorSwatch } from '../../../ui/color-swatch';
import type { ColumnDef } from '../../../ui/data-table';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';

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
  attributeColumn(ATTENDANCE_TYPES, 'created_at', { header: 'Created', format: 'date' }),
];

/** The kinds of attendee this event counts by headcount rather than check-in. */
export function EventAttendanceTypesTab({ eventId }: { eventId: string }) {
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        People counted by headcount instead of checking in, such as adults in the main service.
      </Text>
      <ResourceList
        path={ATTENDANCE_TYPES}
        params={{ event_id: eventId }}
        urlPrefix="types_"
        noun="attendance types"
        caption="Attendance types of this event"
        columns={columns}
        plain
        skeletonRows={3}
        empty="This event counts nobody by headcount: it has no attendance types."
      />
    </>
  );
}
