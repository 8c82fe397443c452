import { Box, Drawer, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import type { MessageId } from '../../../messages/message-id';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { Message } from '../../../ui/i18n/message';
import { PersonLink } from '../../../ui/person-app-links';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { CheckInMedicalNotes } from '../shared/check-in-medical-notes';
import { KindBadge } from '../shared/kind-badge';
import { readMedicalNotes } from '../shared/medical-notes-read';
import type { BoardCheckIn } from './live-board-data';
import { rosterOf, type BoardSnapshot, type RoomView } from './live-board-state';
import { RatioTargetForm } from './ratio-target-form';
import { CapacityBadge, RatioBadge, peopleWords } from './room-marks';

/** The URL parameter of the open roster: `?room=LOCATION_ID`. */
export const ROOM_PARAM = 'room';

function Name({ checkIn }: { checkIn: BoardCheckIn }) {
  const t = useT();
  const name = `${checkIn.firstName} ${checkIn.lastName}`.trim() || t('check-ins.shared.noName');
  return checkIn.personId === null ? (
    <Text size="sm">{name}</Text>
  ) : (
    <PersonLink personId={checkIn.personId}>{name}</PersonLink>
  );
}

function Code({ code }: { code: string }) {
  return (
    <Text size="sm" ff="monospace" fw={600}>
      {code || '—'}
    </Text>
  );
}

/** The medical notes of one check-in, read when revealed. */
function Notes({ checkIn }: { checkIn: BoardCheckIn }) {
  const client = useApiClient();
  return (
    <CheckInMedicalNotes
      key={checkIn.id}
      checkInId={checkIn.id}
      read={(signal) => readMedicalNotes(client, checkIn.id, signal)}
    />
  );
}

/** A column of a roster table: its header's message and each check-in's cell. */
interface RosterColumn {
  readonly header: MessageId;
  readonly cell: (checkIn: BoardCheckIn) => ReactNode;
}

const name: RosterColumn = {
  header: 'check-ins.live.roster.name',
  cell: (c) => <Name checkIn={c} />,
};
const kind: RosterColumn = {
  header: 'check-ins.live.roster.kind',
  cell: (c) => <KindBadge kind={c.kind} />,
};
const timeIn: RosterColumn = {
  header: 'check-ins.live.roster.timeIn',
  cell: (c) => <DateTimeText value={c.checkedInAt} format="time" size="sm" />,
};
const timeOut: RosterColumn = {
  header: 'check-ins.live.roster.timeOut',
  cell: (c) => <DateTimeText value={c.checkedOutAt} format="time" size="sm" />,
};
const code: RosterColumn = {
  header: 'check-ins.live.roster.securityCode',
  cell: (c) => <Code code={c.securityCode} />,
};
const notes: RosterColumn = {
  header: 'check-ins.shared.medicalNotes.title',
  cell: (c) => <Notes checkIn={c} />,
};

function RosterTable({
  label,
  checkIns,
  columns,
}: {
  label: string;
  checkIns: readonly BoardCheckIn[];
  columns: readonly RosterColumn[];
}) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={columns.length * 110}>
      <Table aria-label={label} verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{t(column.header)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {checkIns.map((checkIn) => (
            <Table.Tr key={checkIn.id} data-testid={`roster-${checkIn.id}`}>
              {columns.map((column) => (
                <Table.Td key={column.header}>{column.cell(checkIn)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone, each person on lines of their own: a table would scroll their name away. */
function PresentList({ present }: { present: readonly BoardCheckIn[] }) {
  const t = useT();
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {present.map((checkIn) => (
        <Box
          component="li"
          key={checkIn.id}
          py="xs"
          style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
          data-testid={`roster-${checkIn.id}`}
        >
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Name checkIn={checkIn} />
            <KindBadge kind={checkIn.kind} />
          </Group>
          <Group gap="xs" mb={6}>
            <Text size="sm" c="dimmed">
              {t('check-ins.live.roster.inSince')}
            </Text>
            <DateTimeText value={checkIn.checkedInAt} format="time" size="sm" />
            <Text size="sm" c="dimmed">
              {t('check-ins.live.roster.code')}
            </Text>
            <Code code={checkIn.securityCode} />
          </Group>
          <Notes checkIn={checkIn} />
        </Box>
      ))}
    </Stack>
  );
}

/**
 * A room's roster beside the board (`?room=ID`): who is in it now, with when they came and their
 * security code; medical notes are read, one check-in at a time, only when revealed (D146).
 * Then who has left, and the room's ratio target.
 */
export function RoomRosterDrawer({
  board,
  rooms,
}: {
  board: BoardSnapshot | undefined;
  rooms: readonly RoomView[];
}) {
  const t = useT();
  const { value, close } = useRecordDrawerParam(ROOM_PARAM);
  const phone = useMediaQuery('(max-width: 36em)', false);
  const room = rooms.find((r) => r.locationId === value);
  const roster = board && room ? rosterOf(board, room.locationId) : undefined;

  return (
    <Drawer
      opened={value !== undefined}
      onClose={close}
      position="right"
      size={phone ? '100%' : 'xl'}
      title={
        room
          ? t('check-ins.live.roster.title', { room: room.name })
          : t('check-ins.live.roster.untitled')
      }
      closeButtonProps={{ 'aria-label': t('check-ins.live.roster.close') }}
    >
      {!room || !roster ? (
        <Text c="dimmed">
          {board ? t('check-ins.live.roster.notOnBoard') : t('check-ins.live.roster.readingBoard')}
        </Text>
      ) : (
        <Stack gap="lg">
          <Stack gap="xs">
            <Text>
              <Message
                id={
                  room.capacity === null
                    ? 'check-ins.live.roster.summary'
                    : 'check-ins.live.roster.summaryOf'
                }
                values={{
                  present: room.present,
                  capacity: room.capacity,
                  people: peopleWords(t, room),
                }}
                components={{ 0: <Text span fw={700} /> }}
              />
            </Text>
            <Group gap="xs">
              <CapacityBadge room={room} />
              <RatioBadge room={room} />
            </Group>
          </Stack>
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('check-ins.live.roster.inRoom', { count: roster.present.length })}
            </Title>
            {roster.present.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t('check-ins.live.roster.nobodyIn')}
              </Text>
            ) : phone ? (
              <PresentList present={roster.present} />
            ) : (
              <RosterTable
                label={t('check-ins.live.roster.inRoomNow', { room: room.name })}
                checkIns={roster.present}
                columns={[name, kind, timeIn, code, notes]}
              />
            )}
          </Stack>
          {roster.left.length > 0 && (
            <Stack gap="xs">
              <Title order={3} size="h4">
                {t('check-ins.live.roster.checkedOut', { count: roster.left.length })}
              </Title>
              <RosterTable
                label={t('check-ins.live.roster.checkedOutOf', { room: room.name })}
                checkIns={roster.left}
                columns={[name, timeIn, timeOut, code]}
              />
            </Stack>
          )}
          <Stack gap="xs">
            <Title order={3} size="h4">
              {t('check-ins.live.roster.ratioTarget')}
            </Title>
            <RatioTargetForm locationId={room.locationId} roomName={room.name} />
          </Stack>
        </Stack>
      )}
    </Drawer>
  );
}
