import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { eventPath } from '../shared/event-paths';

export const eventsPath = '/check_ins/v2/events';
type EventRecord = RecordOf<typeof eventsPath>;

/** An event's columns: its name links to its page; archived events say since when. */
export const eventColumns = (t: Translate): readonly ListColumn<EventRecord>[] => [
  {
    ...attributeColumn(eventsPath, 'name'),
    cell: ({ row }) => (
      <Anchor component={Link} to={eventPath(row.original.id)} fw={600}>
        {row.original.attributes.name}
      </Anchor>
    ),
  },
  attributeColumn(eventsPath, 'frequency'),
  attributeColumn(eventsPath, 'created_at', {
    header: t('check-ins.events.columns.created'),
    format: 'date',
  }),
  {
    // Exported as the catalog writes it: when it was archived, empty while the event is active.
    ...attributeColumn(eventsPath, 'archived_at', {
      header: t('check-ins.events.columns.archived'),
    }),
    cell: ({ row }) =>
      row.original.attributes.archived_at === null ? (
        <Text span size="sm" c="dimmed">
          {t('check-ins.events.columns.active')}
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Badge color="gray" variant="light">
            {t('check-ins.events.columns.archived')}
          </Badge>
          <DateTimeText value={row.original.attributes.archived_at} format="date" size="sm" />
        </Group>
      ),
  },
];
