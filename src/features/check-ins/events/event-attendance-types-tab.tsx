import { Text } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { ColorSwatch } from '../../../ui/color-swatch';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';

const ATTENDANCE_TYPES = '/check_ins/v2/events/{event_id}/attendance_types';
type AttendanceTypeRecord = RecordOf<typeof ATTENDANCE_TYPES>;

const columns = (t: Translate): ColumnDef<AttendanceTypeRecord>[] => [
  {
    id: 'name',
    header: t('check-ins.events.types.name'),
    cell: ({ row }) => (
      <Text span size="sm" fw={600}>
        {row.original.attributes.name}
      </Text>
    ),
  },
  {
    id: 'color',
    header: t('check-ins.events.types.color'),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  attributeColumn(ATTENDANCE_TYPES, 'created_at', {
    header: t('check-ins.events.types.created'),
    format: 'date',
  }),
];

/** The kinds of attendee this event counts by headcount rather than check-in. */
export function EventAttendanceTypesTab({ eventId }: { eventId: string }) {
  const t = useT();
  const typeColumns = useMemo(() => columns(t), [t]);
  return (
    <>
      <Text size="sm" c="dimmed" mb="sm">
        {t('check-ins.events.types.description')}
      </Text>
      <ResourceList
        path={ATTENDANCE_TYPES}
        params={{ event_id: eventId }}
        urlPrefix="types_"
        noun={t('check-ins.events.types.noun')}
        caption={t('check-ins.events.types.caption')}
        columns={typeColumns}
        plain
        skeletonRows={3}
        empty={t('check-ins.events.types.empty')}
      />
    </>
  );
}
