/** A badge's words wrap in a narrow card rather than being cut short. */
const wrapping = {
  root: { height: 'auto', paddingBlock: 2 },
  label: { whiteSpace: 'normal' },
} as const;

/**
 * How a room's state reads at a glance, never by colour alone: each mark has an icon and words.
 * Filled badges in dark or light shades (with text chosen for contrast), so they read in both
 * schemes; light badges in orange and yellow fall short of 4.5:1.
 */
import { Badge, Progress } from '@mantine/core';
import {
  IconAlertOctagon,
  IconAlertTriangle,
  IconCircleCheck,
  IconUserExclamation,
} from '@tabler/icons-react';

import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import type { CapacityLevel, RoomView } from './live-board-state';

/** The capacity mark of a room at 90% and at or over 100%; none below. */
export function capacityWords(
  t: Translate,
  room: Pick<RoomView, 'capacityLevel' | 'present' | 'capacity'>,
) {
  switch (room.capacityLevel) {
    case 'near':
      return t('check-ins.live.room.nearCapacity');
    case 'full':
      return t('check-ins.live.room.atCapacity');
    case 'over':
      return t('check-ins.live.room.overCapacity', {
        count: room.present - (room.capacity ?? 0),
      });
    default:
      return undefined;
  }
}

export function CapacityBadge({ room }: { room: RoomView }) {
  const t = useT();
  const words = capacityWords(t, room);
  if (words === undefined) return null;
  const severe = room.capacityLevel !== 'near';
  return (
    <Badge
      variant="filled"
      color={severe ? 'red.9' : 'yellow.4'}
      autoContrast
      radius="sm"
      tt="none"
      styles={wrapping}
      leftSection={
        severe ? (
          <IconAlertOctagon size={14} aria-hidden="true" />
        ) : (
          <IconAlertTriangle size={14} aria-hidden="true" />
        )
      }
      data-level={room.capacityLevel}
    >
      {words}
    </Badge>
  );
}

const barColors: Readonly<Record<CapacityLevel, string>> = {
  unknown: 'gray',
  ok: 'teal.7',
  near: 'orange.6',
  full: 'red.8',
  over: 'red.8',
};

/** How full the room is, as a bar; its words are in the label and the badge. */
export function CapacityBar({ room }: { room: RoomView }) {
  const t = useT();
  if (room.capacity === null || room.fill === null) return null;
  return (
    <Progress
      value={Math.min(100, Math.round(room.fill * 100))}
      color={barColors[room.capacityLevel]}
      size="md"
      radius="sm"
      aria-label={t('check-ins.live.room.placesTaken', {
        present: room.present,
        capacity: room.capacity,
      })}
    />
  );
}

export function ratioWords(
  t: Translate,
  room: Pick<RoomView, 'ratioLevel' | 'volunteersNeeded'>,
): string {
  switch (room.ratioLevel) {
    case 'unjudged':
      return t('check-ins.live.room.noRatioTarget');
    case 'no-volunteer':
      return t('check-ins.live.room.noVolunteer');
    case 'short':
      return t('check-ins.live.room.needsVolunteers', { count: room.volunteersNeeded });
    case 'ok':
      return t('check-ins.live.room.ratioMet');
  }
}

export function RatioBadge({ room }: { room: RoomView }) {
  const t = useT();
  if (room.ratioLevel === 'unjudged') return null;
  const short = room.ratioLevel !== 'ok';
  return (
    <Badge
      variant={short ? 'filled' : 'outline'}
      color={room.ratioLevel === 'no-volunteer' ? 'red.9' : short ? 'yellow.4' : 'teal.7'}
      autoContrast
      radius="sm"
      tt="none"
      // An outline's words in the text colour read in both schemes; its border and icon say ok.
      styles={
        short
          ? wrapping
          : { ...wrapping, label: { ...wrapping.label, color: 'var(--mantine-color-text)' } }
      }
      leftSection={
        short ? (
          <IconUserExclamation size={14} aria-hidden="true" />
        ) : (
          <IconCircleCheck size={14} aria-hidden="true" />
        )
      }
      data-level={room.ratioLevel}
    >
      {ratioWords(t, room)}
    </Badge>
  );
}

/** "8 attendees, 3 volunteers" */
export function peopleWords(
  t: Translate,
  room: Pick<RoomView, 'attendees' | 'volunteers'>,
): string {
  return t('check-ins.live.room.people', {
    attendees: room.attendees,
    volunteers: room.volunteers,
  });
}

/** "Target: 1 volunteer per 4 attendees", or that none is set. */
export function targetWords(t: Translate, target: number | null): string {
  return target === null
    ? t('check-ins.live.room.noTargetSet')
    : t('check-ins.live.room.target', { target });
}
