import {
  Alert,
  Anchor,
  Button,
  ColorSwatch,
  Container,
  Group,
  List,
  Paper,
  PasswordInput,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceTablet } from '@tabler/icons-react';
import { useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';

import { isNotFoundError } from '../../api/api-error';
import { useOrganizationTimeZone } from '../../lib/browser/organization-time-zone';
import { EventTimePicker } from './event-time-picker';
import { enterFullscreen, leaveFullscreen } from './fullscreen';
import type { HeadcountSync } from './headcount-sync';
import { LoadFailure, Loading, MissingEventTime, problemText } from './load-states';
import { writeKioskConfig } from './kiosk-db';
import type { KioskConfig, KioskDb } from './kiosk-db';
import { kioskUrl, signInUrl } from './kiosk-url';
import type { OutboxStorage } from './outbox';
import { hashPin, pinProblem } from './pin-hash';
import { SyncStatus } from './sync-status';
import { eventTimeLabel } from './event-time-label';
import { useStaffSession } from './use-staff-session';
import { useWarnBeforeUnload } from './use-leave-guard';
import { useEventTimeHeadcounts } from './use-event-time-headcounts';
import { useHeadcountAcceptance } from './use-headcount-acceptance';
import { useRecentTotals } from './recent-counts';
import { countText } from './whole-number';
import { readEventTimeParams } from './event-time-params';

const deviceZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

interface SetupProps {
  db: KioskDb;
  storage: OutboxStorage;
  sync: HeadcountSync;
  onStarted(config: KioskConfig): void;
}

/** What a type's counts will be judged against, in a few words (D123). */
function referenceText(limit: number | null, recentTotals: readonly number[] | undefined): string {
  if (limit !== null && limit > 0) return `limit ${countText(limit)}`;
  if (recentTotals === undefined) return 'reading recent counts…';
  if (recentTotals.length === 0) return 'no recent counts';
  const low = countText(Math.min(...recentTotals));
  const high = countText(Math.max(...recentTotals));
  return low === high ? `recently ${high}` : `recently ${low} to ${high}`;
}

/** The chosen event time's attendance types and headcounts, the exit PIN, and "Start kiosk". */
function StartKiosk({
  eventTimeId,
  timeZone,
  db,
  storage,
  sync,
  onStarted,
}: SetupProps & { eventTimeId: string; timeZone: string | undefined }) {
  const { eventTime, listsError, lists, retry } = useEventTimeHeadcounts(eventTimeId);
  useHeadcountAcceptance(sync, eventTimeId);
  const { writesRefused } = useSyncExternalStore(sync.subscribe, sync.snapshot);
  const counted = eventTime.data;
  const countedEventId = counted?.related.event?.id;
  const recent = useRecentTotals(
    counted && countedEventId !== undefined
      ? { eventId: countedEventId, eventTimeId, startsAt: counted.attributes.starts_at }
      : undefined,
  );
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);

  if (isNotFoundError(eventTime.error)) return <MissingEventTime />;
  const failed = eventTime.error ?? listsError ?? recent.error;
  if (failed) {
    return (
      <LoadFailure
        title="The event time could not be loaded"
        message={problemText(failed)}
        retry={() => {
          retry();
          if (recent.isError) void recent.refetch();
        }}
      />
    );
  }
  const time = eventTime.data;
  const event = time?.related.event;
  if (!time || !event || timeZone === undefined || !lists) {
    return <Loading label="Loading the event time" py="lg" />;
  }
  const { types, headcountOf } = lists;
  const recentTotals = recent.data;
  if (types.length === 0) {
    return (
      <Alert color="yellow" title="Nothing to count">
        {event.attributes.name} has no attendance types, so a kiosk would have nothing to count.
      </Alert>
    );
  }

  const start = async () => {
    if (!recentTotals) return;
    const pinIssue = pin === '' ? null : pinProblem(pin);
    setPinError(pinIssue);
    if (pinIssue !== null) return;
    // Asked for first, while the click still counts as the user's gesture.
    enterFullscreen();
    setStarting(true);
    setProblem(null);
    try {
      for (const type of types) {
        const headcount = headcountOf(type.id);
        await storage.remember({
          eventTimeId,
          attendanceTypeId: type.id,
          total: headcount?.total ?? null,
          headcountId: headcount?.id ?? null,
        });
      }
      const config: KioskConfig = {
        eventTimeId,
        eventName: event.attributes.name,
        startsAt: time.attributes.starts_at,
        timeLabel: eventTimeLabel(time.attributes.starts_at, timeZone),
        timeZone,
        attendanceTypes: types.map((type) => ({
          ...type,
          recentTotals: recentTotals.get(type.id) ?? [],
        })),
        pinHash: pin === '' ? null : await hashPin(pin),
        startedAt: Date.now(),
      };
      await writeKioskConfig(db, config);
      // Ask the browser not to evict the outbox under storage pressure.
      void navigator.storage?.persist?.().catch(() => false);
      onStarted(config);
    } catch (error) {
      leaveFullscreen();
      setProblem(error instanceof Error ? error.message : String(error));
      setStarting(false);
    }
  };

  return (
    <Stack gap="md">
      <div>
        <Text fw={700}>
          {event.attributes.name}, {eventTimeLabel(time.attributes.starts_at, timeZone)}
        </Text>
        <Text size="sm" c="dimmed">
          The kiosk will count:
        </Text>
        <List spacing={4} mt={4} listStyleType="none">
          {types.map((type) => {
            const headcount = headcountOf(type.id);
            return (
              <List.Item key={type.id}>
                <Group gap="xs" wrap="nowrap">
                  <ColorSwatch color={type.color} size={14} aria-hidden="true" />
                  <Text span>
                    {type.name}:{' '}
                    {headcount ? (
                      headcount.total
                    ) : (
                      <Text span c="dimmed">
                        No count yet
                      </Text>
                    )}
                    <Text span c="dimmed" size="sm">
                      {' · '}
                      {referenceText(type.limit, recentTotals?.get(type.id))}
                    </Text>
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </div>
      {writesRefused !== null && (
        <Alert color="grape" title="Headcounts cannot be sent from Narthex" role="status">
          The service refuses them ({writesRefused}). The kiosk still counts: every count is kept on
          this device, through reloads, and its Totals button gives a summary to copy and a CSV
          file, to enter in the service&apos;s own Headcounts.
        </Alert>
      )}
      <PasswordInput
        label="Exit PIN (optional)"
        description="4 to 8 digits, asked for when leaving the kiosk. Without one, holding Exit kiosk for 2 seconds is enough."
        inputMode="numeric"
        autoComplete="new-password"
        value={pin}
        onChange={(e) => setPin(e.currentTarget.value)}
        error={pinError}
      />
      {problem !== null && (
        <Alert color="red" title="The kiosk could not start" role="alert">
          {problem}
        </Alert>
      )}
      <Button
        size="lg"
        mih={64}
        leftSection={<IconDeviceTablet size={22} aria-hidden="true" />}
        loading={starting || !recentTotals}
        onClick={() => void start()}
      >
        Start kiosk
      </Button>
    </Stack>
  );
}

function SignedInSetup(props: SetupProps) {
  const [params] = useSearchParams();
  const { timeZone } = useOrganizationTimeZone();
  const { eventTimeId } = readEventTimeParams(params);
  return (
    <Stack gap="lg">
      <EventTimePicker timeZone={timeZone} />
      {eventTimeId === null ? (
        <Text c="dimmed">Choose the event time this kiosk counts for.</Text>
      ) : (
        <StartKiosk key={eventTimeId} {...props} eventTimeId={eventTimeId} timeZone={timeZone} />
      )}
    </Stack>
  );
}

/** Setup mode: a signed-in staff member picks the event time and starts the kiosk. */
export function KioskSetup(props: SetupProps) {
  const session = useStaffSession();
  const snapshot = useSyncExternalStore(props.sync.subscribe, props.sync.snapshot);
  useWarnBeforeUnload(snapshot.writesRefused === null && snapshot.pending > 0);
  const [params] = useSearchParams();
  const here = `/kiosk${params.size > 0 ? `?${params.toString()}` : ''}`;
  const { eventTimeId } = readEventTimeParams(params);

  let body;
  if (session.isPending) {
    body = <Loading label="Checking the sign-in" py="lg" />;
  } else if (session.isError) {
    body = (
      <LoadFailure
        title="The sign-in could not be checked"
        message={session.error.message}
        retry={() => void session.refetch()}
      />
    );
  } else if (!session.data.signedIn) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>Setting up a kiosk needs a staff sign-in.</Text>
        <Button component={Link} to={signInUrl(here)} size="lg">
          Sign in to set up the kiosk
        </Button>
      </Stack>
    );
  } else {
    body = <SignedInSetup {...props} />;
  }

  return (
    <Container component="main" size="md" py="xl">
      <title>Kiosk setup · Narthex</title>
      <Stack gap="lg">
        <div>
          <Title order={1} c="bright">
            Headcount kiosk
          </Title>
          <Text c="dimmed">
            A tablet at the door counts people by attendance type. Counts are kept on the device
            first, so the kiosk keeps working with no network and sends them when it can.
          </Text>
        </div>
        {snapshot.pending > 0 && (
          <Paper withBorder p="md">
            <SyncStatus
              snapshot={snapshot}
              timeZone={deviceZone}
              signInReturnTo={kioskUrl(eventTimeId)}
              onRetry={props.sync.retryNow}
            />
            <Text size="sm" mt="xs">
              {snapshot.writesRefused === null
                ? 'Counts from an earlier kiosk session are sent while this page is open.'
                : 'Counts from an earlier kiosk session are kept on this device.'}
            </Text>
          </Paper>
        )}
        <Paper withBorder p="lg" radius="md">
          {body}
        </Paper>
        <Anchor
          component={Link}
          to={
            eventTimeId
              ? `/headcounts?event_time=${encodeURIComponent(eventTimeId)}`
              : '/headcounts'
          }
        >
          Back to Headcounts
        </Anchor>
      </Stack>
    </Container>
  );
}
