import { Alert, Center, Container, Loader } from '@mantine/core';
import { useEffect, useState } from 'react';

import { useT } from '../../ui/i18n/language-context';

import { leaveFullscreen } from './fullscreen';
import { clearKioskConfig } from './kiosk-db';
import type { KioskConfig } from './kiosk-db';
import { KioskLanguage } from './kiosk-language';
import { KioskScreen } from './kiosk-screen';
import { KioskSetup } from './kiosk-setup';
import { registerKioskServiceWorker } from './register-service-worker';
import { useKioskRuntime } from './use-kiosk-runtime';
import type { KioskRuntime } from './use-kiosk-runtime';

/** A running kiosk's exit could not clear its config: said above the kiosk, which stays. */
function ExitProblem({ problem }: { problem: string }) {
  const t = useT();
  return (
    <Alert color="red" title={t('headcounts.kiosk.closeFailed')} role="alert">
      {problem}
    </Alert>
  );
}

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
      <KioskLanguage language={config.language}>
        {exitProblem !== null && <ExitProblem problem={exitProblem} />}
        <KioskScreen
          config={config}
          storage={runtime.storage}
          journal={runtime.journal}
          sync={runtime.sync}
          onExit={exit}
        />
      </KioskLanguage>
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
  const t = useT();
  const runtime = useKioskRuntime();

  useEffect(() => {
    registerKioskServiceWorker().catch(() => {
      // Without it the kiosk still works; it just cannot be reloaded offline.
    });
  }, []);

  if (runtime.phase === 'opening') {
    return (
      <Center component="main" mih="100dvh">
        <Loader role="status" aria-label={t('headcounts.kiosk.opening')} />
      </Center>
    );
  }
  if (runtime.phase === 'failed') {
    return (
      <Container component="main" size="sm" py="xl">
        <title>{`${t('headcounts.kiosk.documentTitle')} · Narthex`}</title>
        <Alert color="red" title={t('headcounts.kiosk.unsupportedTitle')}>
          {t('headcounts.kiosk.unsupported', { message: runtime.message })}
        </Alert>
      </Container>
    );
  }
  return <KioskModes runtime={runtime} />;
}
