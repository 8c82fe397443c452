import {
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconMaximize } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

import { enterFullscreen } from './fullscreen';
import type { HeadcountSync } from './headcount-sync';
import { KioskCounter } from './kiosk-counter';
import type { KioskConfig } from './kiosk-db';
import { KioskExit } from './kiosk-exit';
import { kioskUrl } from './kiosk-url';
import type { OutboxStorage } from './outbox';
import { SyncStatus } from './sync-status';
import { useKioskCounts } from './use-kiosk-counts';
import { useKioskNavigationLock, useWarnBeforeUnload } from './use-leave-guard';
import { useSyncSnapshot } from './use-sync-snapshot';
import { useWakeLock } from './use-wake-lock';

function useIsFullscreen(): boolean {
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const update = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  return fullscreen;
}

/** Kiosk mode: the whole screen is the event time's counters; it runs with no network at all. */
export function KioskScreen({
  config,
  storage,
  sync,
  onExit,
}: {
  config: KioskConfig;
  storage: OutboxStorage;
  sync: HeadcountSync;
  onExit(): void;
}) {
  const counts = useKioskCounts(storage, sync, config.eventTimeId);
  const snapshot = useSyncSnapshot(sync);
  const fullscreen = useIsFullscreen();
  useWakeLock(true);
  useKioskNavigationLock();
  useWarnBeforeUnload(snapshot.pending > 0 || counts.writing > 0);

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
        px="xl"
        py="md"
        gap="lg"
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Stack gap={2}>
          <Title order={1} fz={32} c="bright">
            {config.eventName}
          </Title>
          <Text fz="lg">{config.timeLabel}</Text>
        </Stack>
        <SyncStatus
          snapshot={snapshot}
          writing={counts.writing}
          timeZone={config.timeZone}
          signInReturnTo={kioskUrl(config.eventTimeId)}
          onRetry={sync.retryNow}
          size="lg"
        />
        <Group gap="sm" align="flex-start">
          {!fullscreen && document.fullscreenEnabled && (
            <Button
              variant="default"
              size="lg"
              mih={64}
              leftSection={<IconMaximize size={20} aria-hidden="true" />}
              onClick={enterFullscreen}
            >
              Full screen
            </Button>
          )}
          <KioskExit pinHash={config.pinHash} onExit={onExit} />
        </Group>
      </Group>
      {counts.storeProblem !== null && (
        <Alert color="red" title="Not stored" role="alert" mx="xl" mt="md">
          {counts.storeProblem}
        </Alert>
      )}
      <Box style={{ flex: 1, overflow: 'auto' }} p="xl">
        {counts.totals === undefined ? (
          <Center h="100%" role="status" aria-label="Loading the counts">
            <Loader />
          </Center>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="xl">
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
