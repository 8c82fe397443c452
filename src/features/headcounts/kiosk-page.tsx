import { Alert, Center, Container, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

import { leaveFullscreen } from './fullscreen';
import { clearKioskConfig } from './kiosk-db';
import type { KioskConfig } from './kiosk-db';
import { KioskScreen } from './kiosk-screen';
import { KioskSetup } from './kiosk-setup';
import { registerKioskServiceWorker } from './register-service-worker';
import { useKioskRuntime } from './use-kiosk-runtime';
import type { KioskRuntime } from './use-kiosk-runtime';

function KioskModes({ runtime }: { runtime: KioskRuntime }) {
  // The stored configuration decides: a kiosk that was running comes back running, offline too.
  const [config, setConfig] = useState<KioskConfig | null>(runtime.initialConfig);
  const [exitProblem, setExitProblem] = useState<string | null>(null);

  if (config) {
    const exit = () => {
      clearKioskConfig(runtime.db).then(
        () => {
          leaveFullscreen();
          setConfig(null);
        },
        (error: unknown) => setExitProblem(error instanceof Error ? error.message : String(error)),
      );
    };
    return (
      <>
        {exitProblem !== null && (
          <Alert color="red" title="The kiosk could not be closed" role="alert">
            {exitProblem}
          </Alert>
        )}
        <KioskScreen
          config={config}
          storage={runtime.storage}
          journal={runtime.journal}
          sync={runtime.sync}
          onExit={exit}
        />
      </>
    );
  }
  return (
    <KioskSetup
      db={runtime.db}
      storage={runtime.storage}
      sync={runtime.sync}
      onStarted={setConfig}
    />
  );
}

/** /kiosk: setup mode for staff, then kiosk mode for the door (outside the app shell). */
export function KioskPage() {
  const runtime = useKioskRuntime();

  useEffect(() => {
    registerKioskServiceWorker().catch(() => {
      // Without it the kiosk still works; it just cannot be reloaded offline.
    });
  }, []);

  if (runtime.phase === 'opening') {
    return (
      <Center component="main" mih="100dvh">
        <Loader role="status" aria-label="Opening the kiosk" />
      </Center>
    );
  }
  if (runtime.phase === 'failed') {
    return (
      <Container component="main" size="sm" py="xl">
        <title>Kiosk · Narthex</title>
        <Alert color="red" title="This browser cannot run the kiosk">
          The kiosk keeps counts on the device (IndexedDB), and this browser would not open its
          storage: {runtime.message}. Private browsing can cause this; use a normal window.
        </Alert>
      </Container>
    );
  }
  return <KioskModes runtime={runtime} />;
}
