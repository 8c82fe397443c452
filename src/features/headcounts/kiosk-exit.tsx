import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { FormEvent } from 'react';

import { LongPressButton } from './long-press-button';
import { pinMatches } from './pin-hash';

/**
 * Leaving kiosk mode: hold "Exit kiosk" for two seconds; when a PIN was set, the PIN too.
 */
export function KioskExit({ pinHash, onExit }: { pinHash: string | null; onExit(): void }) {
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
      setProblem('That PIN is not right.');
      setPin('');
    }
  }

  return (
    <>
      <LongPressButton
        hint={
          pinHash === null
            ? 'Press and hold for 2 seconds to exit.'
            : 'Press and hold for 2 seconds, then enter the PIN.'
        }
        onComplete={() => (pinHash === null ? onExit() : setAsking(true))}
      >
        Exit kiosk
      </LongPressButton>
      <Modal opened={asking} onClose={close} title="Exit the kiosk" centered>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text size="sm">Enter the PIN set when this kiosk was started.</Text>
            <PasswordInput
              label="Exit PIN"
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
                Stay in the kiosk
              </Button>
              <Button type="submit" loading={checking} size="lg">
                Exit kiosk
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
