import { Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

export interface PersonConfirmDialogProps {
  /** Open while there is something to confirm. */
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it resolves. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** "Delete this address?" — nothing is deleted without a second, explicit click. */
export function PersonConfirmDialog({
  opened,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: PersonConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened={opened} onClose={busy ? () => undefined : onClose} title={title} centered>
      <Text size="sm" mb="lg" component="div">
        {children}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy} data-autofocus>
          Keep it
        </Button>
        <Button
          color="red"
          loading={busy}
          onClick={() => {
            setBusy(true);
            void onConfirm().finally(() => {
              setBusy(false);
              onClose();
            });
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
