import {
  Alert,
  Anchor,
  Button,
  ColorSwatch,
  Container,
  Group,
  List,
  NativeSelect,
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
import {
  isInterfaceLanguage,
  languages,
  pseudoLanguage,
  type InterfaceLanguage,
} from '../../lib/pure/i18n/languages';
import type { Translate } from '../../lib/pure/i18n/translator';
import { useLanguage, useLocale, useT } from '../../ui/i18n/language-context';
import { EventTimePicker } from './event-time-picker';
import { enterFullscreen, leaveFullscreen } from './fullscreen';
import type { HeadcountSync } from './headcount-sync';
import { LoadFailure, Loading, MissingEventTime, problemText } from './load-states';
import { writeKioskConfig } from './kiosk-db';
import type { KioskConfig, KioskDb } from './kiosk-db';
import { kioskUrl, signInUrl } from './kiosk-url';
import type { OutboxStorage } from './outbox';
import { hashPin, isValidPin } from './pin-hash';
import { SyncStatus } from './sync-status';
import { eventTimeLabel } from './event-time-label';
import { StaffSessionError, useStaffSession } from './use-staff-session';
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
function referenceText(
  t: Translate,
  limit: number | null,
  recentTotals: readonly number[] | undefined,
): string {
  if (limit !== null && limit > 0) return t('headcounts.setup.referenceLimit', { limit });
  if (recentTotals === undefined) return t('headcounts.setup.referenceReading');
  if (recentTotals.length === 0) return t('headcounts.setup.referenceNone');
  const low = Math.min(...recentTotals);
  const high = Math.max(...recentTotals);
  return low === high
    ? t('headcounts.setup.referenceRecent', { total: high })
    : t('headcounts.setup.referenceRange', { low, high });
}

/**
 * The kiosk's own language, chosen here and kept with its config on the device (kiosk-db.ts):
 * the languages Narthex speaks, each named in itself (and the test language when this page is
 * in it).
 */
function KioskLanguageChoice({
  value,
  onChange,
}: {
  value: InterfaceLanguage;
  onChange(language: InterfaceLanguage): void;
}) {
  const t = useT();
  const pageLanguage = useLanguage();
  const options: { value: InterfaceLanguage; label: string }[] = languages.map((language) => ({
    value: language,
    label: t(`common.language.${language}`),
  }));
  if (pageLanguage === pseudoLanguage)
    options.push({ value: pseudoLanguage, label: pseudoLanguage });
  return (
    <NativeSelect
      label={t('headcounts.setup.languageLabel')}
      description={t('headcounts.setup.languageDescription')}
      data={options}
      value={value}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        if (isInterfaceLanguage(chosen)) onChange(chosen);
      }}
      w={{ base: '100%', sm: 320 }}
    />
  );
}

/**
 * The chosen event time's attendance types and headcounts, the kiosk's language, the exit PIN,
 * and "Start kiosk".
 */
function StartKiosk({
  eventTimeId,
  timeZone,
  language,
  onLanguageChange,
  db,
  storage,
  sync,
  onStarted,
}: SetupProps & {
  eventTimeId: string;
  timeZone: string | undefined;
  language: InterfaceLanguage;
  onLanguageChange(language: InterfaceLanguage): void;
}) {
  const t = useT();
  const locale = useLocale();
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
        title={t('headcounts.setup.loadFailed')}
        message={problemText(t, failed)}
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
    return <Loading label={t('headcounts.load.eventTime')} py="lg" />;
  }
  const { types, headcountOf } = lists;
  const recentTotals = recent.data;
  if (types.length === 0) {
    return (
      <Alert color="yellow" title={t('headcounts.setup.nothingToCountTitle')}>
        {t('headcounts.setup.nothingToCount', { event: event.attributes.name })}
      </Alert>
    );
  }

  const start = async () => {
    if (!recentTotals) return;
    const pinIssue = pin === '' || isValidPin(pin) ? null : t('headcounts.setup.pinProblem');
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
        timeZone,
        language,
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
          {event.attributes.name}, {eventTimeLabel(time.attributes.starts_at, timeZone, locale)}
        </Text>
        <Text size="sm" c="dimmed">
          {t('headcounts.setup.willCount')}
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
                      countText(headcount.total, locale)
                    ) : (
                      <Text span c="dimmed">
                        {t('headcounts.count.none')}
                      </Text>
                    )}
                    <Text span c="dimmed" size="sm">
                      {' · '}
                      {referenceText(t, type.limit, recentTotals?.get(type.id))}
                    </Text>
                  </Text>
                </Group>
              </List.Item>
            );
          })}
        </List>
      </div>
      {writesRefused !== null && (
        <Alert color="grape" title={t('headcounts.setup.writesRefusedTitle')} role="status">
          {t('headcounts.setup.writesRefused', { reason: writesRefused })}
        </Alert>
      )}
      <KioskLanguageChoice value={language} onChange={onLanguageChange} />
      <PasswordInput
        label={t('headcounts.setup.pinLabel')}
        description={t('headcounts.setup.pinDescription')}
        inputMode="numeric"
        autoComplete="new-password"
        value={pin}
        onChange={(e) => setPin(e.currentTarget.value)}
        error={pinError}
      />
      {problem !== null && (
        <Alert color="red" title={t('headcounts.setup.startFailed')} role="alert">
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
        {t('headcounts.kiosk.start')}
      </Button>
    </Stack>
  );
}

function SignedInSetup(props: SetupProps) {
  const [params] = useSearchParams();
  const { timeZone } = useOrganizationTimeZone();
  const { eventTimeId } = readEventTimeParams(params);
  const t = useT();
  const pageLanguage = useLanguage();
  // The page's language unless chosen otherwise; kept when another event time is chosen.
  const [language, setLanguage] = useState<InterfaceLanguage>(pageLanguage);
  return (
    <Stack gap="lg">
      <EventTimePicker timeZone={timeZone} />
      {eventTimeId === null ? (
        <Text c="dimmed">{t('headcounts.setup.chooseTime')}</Text>
      ) : (
        <StartKiosk
          key={eventTimeId}
          {...props}
          eventTimeId={eventTimeId}
          timeZone={timeZone}
          language={language}
          onLanguageChange={setLanguage}
        />
      )}
    </Stack>
  );
}

/** Why the sign-in could not be checked, in words. */
function sessionProblemText(t: Translate, error: Error): string {
  if (!(error instanceof StaffSessionError)) return t('headcounts.setup.sessionUnreachable');
  return error.status === null
    ? t('headcounts.setup.sessionUnexpected')
    : t('headcounts.setup.sessionAnswered', { status: error.status });
}

/** Setup mode: a signed-in staff member picks the event time and starts the kiosk. */
export function KioskSetup(props: SetupProps) {
  const t = useT();
  const session = useStaffSession();
  const snapshot = useSyncExternalStore(props.sync.subscribe, props.sync.snapshot);
  useWarnBeforeUnload(snapshot.writesRefused === null && snapshot.pending > 0);
  const [params] = useSearchParams();
  const here = `/kiosk${params.size > 0 ? `?${params.toString()}` : ''}`;
  const { eventTimeId } = readEventTimeParams(params);

  let body;
  if (session.isPending) {
    body = <Loading label={t('headcounts.setup.checkingSignIn')} py="lg" />;
  } else if (session.isError) {
    body = (
      <LoadFailure
        title={t('headcounts.setup.signInCheckFailed')}
        message={sessionProblemText(t, session.error)}
        retry={() => void session.refetch()}
      />
    );
  } else if (!session.data.signedIn) {
    body = (
      <Stack gap="sm" align="flex-start">
        <Text>{t('headcounts.setup.signInNeeded')}</Text>
        <Button component={Link} to={signInUrl(here)} size="lg">
          {t('headcounts.setup.signIn')}
        </Button>
      </Stack>
    );
  } else {
    body = <SignedInSetup {...props} />;
  }

  return (
    <Container component="main" size="md" py="xl">
      <title>{`${t('headcounts.setup.documentTitle')} · Narthex`}</title>
      <Stack gap="lg">
        <div>
          <Title order={1} c="bright">
            {t('headcounts.setup.title')}
          </Title>
          <Text c="dimmed">{t('headcounts.setup.intro')}</Text>
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
                ? t('headcounts.setup.earlierSending')
                : t('headcounts.setup.earlierKept')}
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
          {t('headcounts.setup.back')}
        </Anchor>
      </Stack>
    </Container>
  );
}
