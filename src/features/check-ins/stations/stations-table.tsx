import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { BooleanText } from '../../../ui/boolean-text';
import { ColorSwatch } from '../../../ui/color-swatch';
import { attributeColumn, Dimmed } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { eventPath } from '../shared/event-paths';
import { inputTypeText, modeText, onlineText, timeoutText } from './station-text';

const STATIONS = '/check_ins/v2/stations';
const include = ['theme', 'event', 'location', 'print_station'] as const;
type StationInclude = (typeof include)[number];
type StationRecord = RecordOf<typeof STATIONS, StationInclude>;

const listDefaults = { include } as const;

/** The station that prints for this one, by name; null when none does. */
function printsAtText(station: StationRecord): string | null {
  const printer = station.related.print_station;
  if (!printer) return null;
  return printer.id === station.id ? 'Its own printer' : printer.attributes.name;
}

const columns: ListColumn<StationRecord>[] = [
  attributeColumn<typeof STATIONS, StationRecord>(STATIONS, 'name', { header: 'Station' }),
  {
    id: 'mode',
    header: 'Mode and input',
    csv: ({ attributes }) =>
      `${modeText(attributes.mode)}; ${inputTypeText(attributes.input_type)}`,
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text span size="sm">
          {modeText(row.original.attributes.mode)}
        </Text>
        <Text span size="xs" c="dimmed">
          {inputTypeText(row.original.attributes.input_type)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'online',
    header: 'Online',
    csv: ({ attributes: { online } }) =>
      typeof online === 'boolean' ? (online ? 'yes' : 'no') : onlineText(online),
    cell: ({ row }) => {
      const online = row.original.attributes.online;
      return typeof online === 'boolean' ? (
        <BooleanText value={online} yes="Online" no="Offline" />
      ) : (
        onlineText(online)
      );
    },
  },
  attributeColumn<typeof STATIONS, StationRecord>(STATIONS, 'show_scanner', { header: 'Scanner' }),
  {
    id: 'timeout',
    header: 'Timeout',
    csv: (station) => timeoutText(station.attributes.timeout_seconds),
    cell: ({ row }) => timeoutText(row.original.attributes.timeout_seconds),
  },
  {
    id: 'theme',
    header: 'Theme',
    csv: (station) => station.related.theme?.attributes.name ?? '',
    cell: ({ row }) => {
      const theme = row.original.related.theme;
      if (!theme) return <Dimmed>No theme</Dimmed>;
      return (
        <Stack gap={2}>
          <Text span size="sm">
            {theme.attributes.name}
          </Text>
          <ColorSwatch color={theme.attributes.color} size={14} />
        </Stack>
      );
    },
  },
  {
    id: 'event',
    header: 'Event',
    csv: (station) => station.related.event?.attributes.name ?? '',
    cell: ({ row }) => {
      const event = row.original.related.event;
      return event ? (
        <Anchor component={Link} to={eventPath(event.id)} size="sm">
          {event.attributes.name}
        </Anchor>
      ) : (
        <Dimmed>No event</Dimmed>
      );
    },
  },
  {
    id: 'location',
    header: 'Location',
    csv: (station) => station.related.location?.attributes.name ?? '',
    cell: ({ row }) =>
      row.original.related.location?.attributes.name ?? <Dimmed>Any location</Dimmed>,
  },
  {
    id: 'print_station',
    header: 'Prints at',
    csv: (station) => printsAtText(station) ?? '',
    cell: ({ row }) => printsAtText(row.original) ?? <Dimmed>No printer</Dimmed>,
  },
];

/** Check-in stations with their theme, event, location and the station that prints for them. */
export function StationsTable() {
  return (
    <ResourceList<typeof STATIONS, StationInclude>
      path={STATIONS}
      noun="stations"
      columns={columns}
      defaults={listDefaults}
      urlPrefix="stations_"
    />
  );
}
