import { Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';
import type { RoomView } from './live-board-state';
import classes from './room-card.module.css';
import {
  CapacityBadge,
  CapacityBar,
  RatioBadge,
  capacityWords,
  peopleWords,
  targetWords,
} from './room-marks';

/**
 * One room on the board: who is in it against its capacity, and its volunteers against its
 * target. The whole card opens the room's roster; its marks have words and icons, and its border
 * says the worst of them at a glance.
 */
export function RoomCard({
  room,
  onOpen,
}: {
  room: RoomView;
  onOpen: (locationId: string) => void;
}) {
  const t = useT();
  const severe =
    room.capacityLevel === 'over' ||
    room.capacityLevel === 'full' ||
    room.ratioLevel === 'no-volunteer';
  const watch = room.capacityLevel === 'near' || room.ratioLevel === 'short';
  const capacity = capacityWords(t, room);
  return (
    <Card
      component="article"
      withBorder
      padding="sm"
      radius="md"
      className={`${classes.card} ${severe ? classes.warned : watch ? classes.watch : ''}`}
      aria-labelledby={`room-${room.locationId}`}
      data-testid={`room-${room.locationId}`}
    >
      <Stack gap={6}>
        <Title order={3} size="h5" id={`room-${room.locationId}`}>
          <button
            type="button"
            className={classes.open}
            onClick={() => onOpen(room.locationId)}
            aria-describedby={`room-open-${room.locationId}`}
          >
            {room.name}
          </button>
        </Title>
        <VisuallyHidden id={`room-open-${room.locationId}`}>
          {t('check-ins.live.room.opensRoster')}
        </VisuallyHidden>
        <Text
          className={classes.count}
          fw={700}
          fz={24}
          lh={1}
          data-testid="room-present"
          aria-label={
            room.capacity === null
              ? t('check-ins.live.room.present', { present: room.present })
              : `${t('check-ins.live.room.presentOf', {
                  present: room.present,
                  capacity: room.capacity,
                })}${capacity ? `: ${capacity}` : ''}`
          }
        >
          {room.present}
          {room.capacity !== null && (
            <Text span fz="sm" fw={500} c="dimmed">
              {' '}
              / {room.capacity}
            </Text>
          )}
        </Text>
        <CapacityBar room={room} />
        <Text size="sm" data-testid="room-people">
          {peopleWords(t, room)}
        </Text>
        <Text size="xs" c="dimmed">
          {room.capacity === null ? `${t('check-ins.live.room.noCapacity')} · ` : ''}
          {targetWords(t, room.target)}
        </Text>
        {(capacity !== undefined || room.ratioLevel !== 'unjudged') && (
          <Group gap={6} wrap="wrap">
            <CapacityBadge room={room} />
            <RatioBadge room={room} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}
