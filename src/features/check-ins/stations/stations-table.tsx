import { Anchor, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { BooleanText } from '../../../ui/boolean-text';
import { ColorSwatch } from '../../../ui/color-swatch';
import { useT } from '../../../ui/i18n/language-context';
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
function printsAtText(t: Translate, station: StationRecord): string | null {
  const printer = station.related.print_station;
  if (!printer) return null;
  return printer.id === station.id
    ? t('check-ins.stations.table.ownPrinter')
    : printer.attributes.name;
}

const columns = (t: Translate): ListColumn<StationRecord>[] => [
  attributeColumn<typeof STATIONS, StationRecord>(STATIONS, 'name', {
    header: t('check-ins.stations.table.station'),
  }),
  {
    id: 'mode',
    header: t('check-ins.stations.table.modeAndInput'),
    csv: ({ attributes }) =>
      `${modeText(t, attributes.mode)}; ${inputTypeText(t, attributes.input_type)}`,
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text span size="sm">
          {modeText(t, row.original.attributes.mode)}
        </Text>
        <Text span size="xs" c="dimmed">
          {inputTypeText(t, row.original.attributes.input_type)}
        </Text>
      </Stack>
    ),
  },
  {
    id: 'online',
    header: t('check-ins.stations.table.online'),
    csv: ({ attributes: { online } }) =>
      typeof online === 'boolean'
        ? t(online ? 'check-ins.stations.table.yes' : 'check-ins.stations.table.no')
        : onlineText(t, online),
    cell: ({ row }) => {
      const online = row.original.attributes.online;
      return typeof online === 'boolean' ? (
        <BooleanText
          value={online}
          yes={t('check-ins.stations.online.yes')}
          no={t('check-ins.stations.online.no')}
        />
      ) : (
        onlineText(t, online)
      );
    },
  },
  attributeColumn<typeof STATIONS, StationRecord>(STATIONS, 'show_scanner', {
    header: t('check-ins.stations.table.scanner'),
  }),
  {
    id: 'timeout',
    header: t('check-ins.stations.table.timeout'),
    csv: (station) => timeoutText(t, station.attributes.timeout_seconds),
    cell: ({ row }) => timeoutText(t, row.original.attributes.timeout_seconds),
  },
  {
    id: 'theme',
    header: t('check-ins.stations.table.theme'),
    csv: (station) => station.related.theme?.attributes.name ?? '',
    cell: ({ row }) => {
      const theme = row.original.related.theme;
      if (!theme) return <Dimmed>{t('check-ins.stations.table.noTheme')}</Dimmed>;
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
    header: t('check-ins.stations.table.event'),
    csv: (station) => station.related.event?.attributes.name ?? '',
    cell: ({ row }) => {
      const event = row.original.related.event;
      return event ? (
        <Anchor component={Link} to={eventPath(event.id)} size="sm">
          {event.attributes.name}
        </Anchor>
      ) : (
        <Dimmed>{t('check-ins.stations.table.noEvent')}</Dimmed>
      );
    },
  },
  {
    id: 'location',
    header: t('check-ins.stations.table.location'),
    csv: (station) => station.related.location?.attributes.name ?? '',
    cell: ({ row }) =>
      row.original.related.location?.attributes.name ?? (
        <Dimmed>{t('check-ins.stations.table.anyLocation')}</Dimmed>
      ),
  },
  {
    id: 'print_station',
    header: t('check-ins.stations.table.printsAt'),
    csv: (station) => printsAtText(t, station) ?? '',
    cell: ({ row }) =>
      printsAtText(t, row.original) ?? <Dimmed>{t('check-ins.stations.table.noPrinter')}</Dimmed>,
  },
];

/** Check-in stations with their theme, event, location and the station that prints for them. */
export function StationsTable() {
  const t = useT();
  const stationColumns = useMemo(() => columns(t), [t]);
  return (
    <ResourceList<typeof STATIONS, StationInclude>
      path={STATIONS}
      noun={t('check-ins.stations.table.noun')}
      columns={stationColumns}
      defaults={listDefaults}
      urlPrefix="stations_"
    />
  );
}
