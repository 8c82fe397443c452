import {
  Alert,
  Button,
  Grid,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDoorExit } from '@tabler/icons-react';
import { useMemo } from 'react';

import { formatDatetime } from '../../../lib/pure/dates';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useSharedSetting } from '../../../lib/browser/shared-settings';
import { EmptyState } from '../../../ui/empty-state';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { IgnoredUrlParts, describeError } from '../../../ui/query-error';
import {
  recordIdPattern,
  useRecordDrawerParam,
} from '../../../ui/resource-view/record-drawer-param';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { BoardLookup } from './board-lookup';
import { BoardStatus } from './board-status';
import { CheckedOutFeed, FEED_LENGTH } from './checked-out-feed';
import type { BoardTime, TimeScope } from './live-board-data';
import { checkedOutFeed, eventViews, lookUp, roomName } from './live-board-state';
import { RoomCard } from './room-card';
import { ROOM_PARAM, RoomRosterDrawer } from './room-roster-drawer';
import { useLiveBoard } from './use-live-board';

const TIME_PARAM = 'time';
const QUERY_PARAM = 'q';
const noTargets = { rooms: {} };

/** When a time starts, in the organization's zone (as the API gives it until that is known). */
function startText(time: BoardTime, timeZone: string | undefined, locale: string): string {
  return timeZone === undefined
    ? time.startsAt
    : formatDatetime(time.startsAt, timeZone, 'weekday-datetime', locale);
}

/**
 * Live rooms (/check-ins/live): for the event times running now, or one chosen, every room with
 * who is in it against its capacity and its volunteers against its target; a room's roster, who
 * was just checked out, and a lookup by security code or name. Kept up to date within the
 * user's rate budget (D143), shared with their other tabs.
 */
export function LiveBoardPage() {
  const t = useT();
  const locale = useLocale();
  const [params, updateParams] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const rawTime = params.get(TIME_PARAM);
  const chosen = rawTime !== null && recordIdPattern.test(rawTime) ? rawTime : undefined;
  const scope: TimeScope = chosen === undefined ? { kind: 'now' } : { kind: 'time', id: chosen };
  const state = useLiveBoard(scope);
  const settings = useSharedSetting('live-rooms');
  const rooms = useRecordDrawerParam(ROOM_PARAM);
  const query = params.get(QUERY_PARAM) ?? '';
  const { board } = state;

  const events = useMemo(
    () => (board ? eventViews(board, settings.data?.value ?? noTargets) : []),
    [board, settings.data],
  );
  const allRooms = useMemo(() => events.flatMap((e) => e.rooms), [events]);
  const feed = useMemo(() => (board ? checkedOutFeed(board, FEED_LENGTH) : []), [board]);
  const matches = useMemo(() => (board ? lookUp(board, query) : []), [board, query]);
  const nameOfRoom = (locationId: string | null) =>
    (board ? roomName(board, locationId) : '') ?? t('check-ins.live.page.noRoom');

  const setParam = (name: string, value: string | undefined) =>
    updateParams(
      (next) => {
        if (value === undefined || value === '') next.delete(name);
        else next.set(name, value);
      },
      { replace: name === QUERY_PARAM },
    );

  const timeChoices = [...(state.times ?? [])].sort((a, b) => b.startsAt.localeCompare(a.startsAt));
  const unknownChosen =
    chosen !== undefined && state.board !== undefined && board?.times.length === 0;

  return (
    <>
      <PageHeader
        title={t('check-ins.live.page.title')}
        description={t('check-ins.live.page.description')}
      />
      <CheckInsTabs />
      <Stack gap="lg">
        {rawTime !== null && chosen === undefined && (
          <IgnoredUrlParts
            problems={[t('check-ins.live.page.badTime', { value: rawTime.slice(0, 40) })]}
            onClear={() => setParam(TIME_PARAM, undefined)}
          />
        )}
        <Grid gap="md" align="flex-end">
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <NativeSelect
              label={t('check-ins.live.page.eventTimes')}
              value={chosen ?? ''}
              onChange={(event) => setParam(TIME_PARAM, event.currentTarget.value || undefined)}
              data={[
                { value: '', label: t('check-ins.live.page.runningNow') },
                ...timeChoices.map((time) => ({
                  value: time.id,
                  label: `${time.eventName} · ${startText(time, timeZone, locale)}`,
                })),
                ...(chosen !== undefined && !timeChoices.some((time) => time.id === chosen)
                  ? [
                      {
                        value: chosen,
                        label: t('check-ins.live.page.eventTimeWithId', { id: chosen }),
                      },
                    ]
                  : []),
              ]}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <BoardLookup
              query={query}
              onQueryChange={(next) => setParam(QUERY_PARAM, next)}
              matches={matches}
              roomName={nameOfRoom}
              onOpenRoom={rooms.open}
            />
          </Grid.Col>
        </Grid>
        <BoardStatus state={state} onRefresh={state.refresh} />
        {settings.isError && (
          <Alert color="orange" variant="light">
            {t('check-ins.live.page.targetsFailed', {
              message: describeError(settings.error, t).message,
            })}
          </Alert>
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            {board === undefined ? (
              state.failing ? null : (
                <SimpleGrid
                  cols={{ base: 2, md: 3 }}
                  aria-busy="true"
                  aria-label={t('check-ins.live.page.readingRooms')}
                >
                  {[1, 2, 3].map((n) => (
                    <Skeleton key={n} height={190} radius="md" />
                  ))}
                </SimpleGrid>
              )
            ) : events.length === 0 ? (
              <EmptyState
                icon={<IconDoorExit size={28} stroke={1.5} aria-hidden="true" />}
                title={
                  unknownChosen
                    ? t('check-ins.live.page.noSuchTime')
                    : t('check-ins.live.page.nothingRunning')
                }
                description={
                  unknownChosen
                    ? t('check-ins.live.page.noSuchTimeHint')
                    : t('check-ins.live.page.nothingRunningHint')
                }
                actions={
                  chosen !== undefined ? (
                    <Button variant="light" onClick={() => setParam(TIME_PARAM, undefined)}>
                      {t('check-ins.live.page.showRunning')}
                    </Button>
                  ) : undefined
                }
              />
            ) : (
              <Stack gap="xl">
                {events.map((event) => (
                  <Stack
                    gap="sm"
                    key={event.eventId}
                    component="section"
                    aria-labelledby={`event-${event.eventId}`}
                  >
                    <div>
                      <Title order={2} size="h3" id={`event-${event.eventId}`}>
                        {event.eventName}
                      </Title>
                      <Text size="sm" c="dimmed">
                        {event.times.map((time) => startText(time, timeZone, locale)).join(' · ')}
                      </Text>
                    </div>
                    {event.rooms.length === 0 ? (
                      <Text c="dimmed">{t('check-ins.live.page.noRooms')}</Text>
                    ) : (
                      <SimpleGrid cols={{ base: 2, md: 3 }} spacing={{ base: 'xs', sm: 'md' }}>
                        {event.rooms.map((room) => (
                          <RoomCard key={room.locationId} room={room} onOpen={rooms.open} />
                        ))}
                      </SimpleGrid>
                    )}
                  </Stack>
                ))}
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            {board !== undefined && <CheckedOutFeed checkIns={feed} roomName={nameOfRoom} />}
          </Grid.Col>
        </Grid>
      </Stack>
      <RoomRosterDrawer board={board} rooms={allRooms} />
    </>
  );
}
