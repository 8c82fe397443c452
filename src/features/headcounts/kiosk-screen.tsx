import { Alert, Box, Center, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSyncExternalStore } from 'react';

import type { CountJournal } from './count-journal';
import { FullscreenButton } from './fullscreen-button';
import type { HeadcountSync } from './headcount-sync';
import { KioskCounter } from './kiosk-counter';
import type { KioskConfig } from './kiosk-db';
import { KioskExit } from './kiosk-exit';
import { kioskUrl } from './kiosk-url';
import type { OutboxStorage } from './outbox';
import { SyncBanner } from './sync-banner';
import { SyncStatus } from './sync-status';
import { useKioskCounts } from './use-kiosk-counts';
import { useKioskNavigationLock, useWarnBeforeUnload } from './use-leave-guard';
import { useWakeLock } from './use-wake-lock';

/** Kiosk mode: the whole screen is the event time's counters; it runs with no network at all. */
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
  const counts = useKioskCounts(storage, journal, sync, config.eventTimeId);
  const snapshot = useSyncExternalStore(sync.subscribe, sync.snapshot);
  useWakeLock(true);
  useKioskNavigationLock();
  useWarnBeforeUnload(snapshot.pending > 0 || counts.writing > 0);
  const waiting = snapshot.pending + (snapshot.pending === 0 ? counts.writing : 0);
  const gutter = { base: 'md', sm: 'xl' };

  return (
    <Box
      component="main"
      h="100dvh"
      style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
      bg="var(--mantine-color-body)"
    >
      <title>{`Kiosk: ${config.eventName} · Narthex`}</title>
      <Group
        justify="space-between"
        align="flex-start"
        px={gutter}
        py="md"
        gap="md"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={2}>
          <Title order={1} fz={{ base: 26, sm: 32 }} c="bright">
            {config.eventName}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }}>{config.timeLabel}</Text>
        </Stack>
        <SyncStatus
          snapshot={snapshot}
          waiting={waiting}
          timeZone={config.timeZone}
          signInReturnTo={kioskUrl(config.eventTimeId)}
          kiosk
        />
        <Group gap="sm" align="flex-start">
          <FullscreenButton />
          <KioskExit pinHash={config.pinHash} onExit={onExit} />
        </Group>
      </Group>
      <Box px={gutter}>
        <SyncBanner
          snapshot={snapshot}
          waiting={waiting}
          timeZone={config.timeZone}
          onRetry={sync.retryNow}
        />
      </Box>
      {counts.storeProblem !== null && (
        <Alert color="red" title="Not stored" role="alert" mx={gutter} mt="md">
          {counts.storeProblem}
        </Alert>
      )}
      <Box style={{ flex: 1, overflow: 'auto' }} p={gutter}>
        {counts.totals === undefined ? (
          <Center h="100%" role="status" aria-label="Loading the counts">
            <Loader />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing={gutter}>
            {config.attendanceTypes.map((type) => (
              <KioskCounter
                key={type.id}
                type={type}
                total={counts.totals?.get(type.id) ?? null}
                currentTotal={() => counts.currentTotal(type.id)}
                onChange={(total) => counts.setTotal(type.id, total)}
              />
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}
