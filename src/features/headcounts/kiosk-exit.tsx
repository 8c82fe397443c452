import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { useT } from '../../ui/i18n/language-context';
import { LongPressButton } from './long-press-button';
import { pinMatches } from './pin-hash';

/**
 * Leaving kiosk mode: hold "Exit kiosk" for two seconds; when a PIN was set, the PIN too.
 */
export function KioskExit({ pinHash, onExit }: { pinHash: string | null; onExit(): void }) {
  const t = useT();
  const [asking, setAsking] = useState(false);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const close = () => {
    setAsking(false);
    setPin('');
    setProblem(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pinHash === null) return;
    setChecking(true);
    const ok = await pinMatches(pin, pinHash);
    setChecking(false);
    if (ok) {
      close();
      onExit();
    } else {
      setProblem(t('headcounts.exit.wrongPin'));
      setPin('');
    }
  }

  return (
    <>
      <LongPressButton
        hint={
          pinHash === null ? t('headcounts.exit.holdHint') : t('headcounts.exit.holdHintWithPin')
        }
        onComplete={() => (pinHash === null ? onExit() : setAsking(true))}
      >
        {t('headcounts.exit.button')}
      </LongPressButton>
      <Modal opened={asking} onClose={close} title={t('headcounts.exit.title')} centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('headcounts.exit.enterPin')}</Text>
            <PasswordInput
              label={t('headcounts.exit.pinLabel')}
              inputMode="numeric"
              autoComplete="off"
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value)}
              error={problem}
              data-autofocus
              size="lg"
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={close} size="lg">
                {t('headcounts.exit.stay')}
              </Button>
              <Button type="submit" loading={checking} size="lg">
                {t('headcounts.exit.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
