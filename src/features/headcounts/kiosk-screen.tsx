import { Alert, Box, Center, Group, Loader, SimpleGrid, Text, Title } from '@mantine/core';
import { useState, useSyncExternalStore } from 'react';

import { useLocale, useT } from '../../ui/i18n/language-context';
import type { CountJournal } from './count-journal';
import { counterMemory } from './count-rules';
import { eventTimeLabel } from './event-time-label';
import { FullscreenButton } from './fullscreen-button';
import type { HeadcountSync } from './headcount-sync';
import { KioskCounter } from './kiosk-counter';
import type { KioskConfig } from './kiosk-db';
import { KioskExit } from './kiosk-exit';
import { kioskTotals } from './kiosk-totals';
import { KioskTotalsModal } from './kiosk-totals-modal';
import { kioskUrl } from './kiosk-url';
import type { OutboxStorage } from './outbox';
import { SyncStatus } from './sync-status';
import { useHeadcountAcceptance } from './use-headcount-acceptance';
import { useKioskCounts } from './use-kiosk-counts';
import { useKioskNavigationLock, useWarnBeforeUnload } from './use-leave-guard';
import { useWakeLock } from './use-wake-lock';

/**
 * Kiosk mode: the whole screen is the event time's counters; it runs with no network at all, in
 * the kiosk's own language (kiosk-language.tsx).
 */
export function KioskScreen({
  config,
  storage,
  journal,
  sync,
  onExit,
}: {
  config: KioskConfig;
  storage: OutboxStorage;
  journal: CountJournal;
  sync: HeadcountSync;
  onExit(): void;
}) {
  const t = useT();
  const locale = useLocale();
  const counts = useKioskCounts(storage, journal, sync, config.eventTimeId, config.attendanceTypes);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.snapshot);
  useHeadcountAcceptance(sync, config.eventTimeId);
  const [showTotals, setShowTotals] = useState(false);
  useWakeLock(true);
  useKioskNavigationLock();
  // Counts the service refuses stay here for good: leaving loses nothing.
  useWarnBeforeUnload(
    snapshot.writesRefused === null && (snapshot.pending > 0 || counts.writing > 0),
  );
  const waiting = snapshot.pending + (snapshot.pending === 0 ? counts.writing : 0);
  const asking = config.attendanceTypes
    .filter((type) => counts.counters?.get(type.id)?.question)
    .map((type) => type.name);
  const gutter = { base: 'md', sm: 'xl' };

  return (
    <Box
      component="main"
      h="100dvh"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      bg="var(--mantine-color-body)"
    >
      <title>{`${t('headcounts.kiosk.screenTitle', { event: config.eventName })} · Narthex`}</title>
      {/* One row on a phone too: the counters get the height (D125). */}
      <Group
        justify="space-between"
        align="flex-start"
        wrap="nowrap"
        px={gutter}
        py={{ base: 'xs', sm: 'md' }}
        gap="sm"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Box style={{ minWidth: 0 }}>
          <Title order={1} fz={{ base: 20, sm: 32 }} lh={1.2} c="bright">
            {config.eventName}
          </Title>
          <Text fz={{ base: 'sm', sm: 'lg' }}>
            {eventTimeLabel(config.startsAt, config.timeZone, locale)}
          </Text>
        </Box>
        <Group gap="sm" align="flex-start" wrap="nowrap">
          <FullscreenButton />
          <KioskExit pinHash={config.pinHash} onExit={onExit} />
        </Group>
      </Group>
      <SyncStatus
        snapshot={snapshot}
        waiting={waiting}
        asking={asking}
        timeZone={config.timeZone}
        signInReturnTo={kioskUrl(config.eventTimeId)}
        onRetry={sync.retryNow}
        onTotals={() => setShowTotals(true)}
        kiosk
      />
      <KioskTotalsModal
        opened={showTotals}
        onClose={() => setShowTotals(false)}
        config={config}
        totals={kioskTotals(config, (id) => counts.counters?.get(id)?.kept ?? null)}
      />
      {counts.storeProblem !== null && (
        <Alert
          color="red"
          title={t('headcounts.kiosk.notStoredTitle')}
          role="alert"
          mx={gutter}
          mt="md"
        >
          {counts.storeProblem.kind === 'sent-already'
            ? t('headcounts.kiosk.sentAlready')
            : t('headcounts.kiosk.notStored', { detail: counts.storeProblem.detail })}
        </Alert>
      )}
      <Box style={{ flex: 1, overflow: 'auto' }} p={gutter}>
        {counts.counters === undefined ? (
          <Center h="100%" role="status" aria-label={t('headcounts.kiosk.loadingCounts')}>
            <Loader />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={gutter}>
            {config.attendanceTypes.map((type) => (
              <KioskCounter
                key={type.id}
                type={type}
                memory={counts.counters?.get(type.id) ?? counterMemory(null)}
                act={(action) => counts.act(type.id, action)}
              />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}
