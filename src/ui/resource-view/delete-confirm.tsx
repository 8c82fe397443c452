import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';

import { useT } from '../i18n/language-context';
import { describeError } from '../query-error';

export interface DeleteConfirmProps {
  /** Open while there is a record to confirm. */
  opened: boolean;
  /**
   * What the record is, singular and in the page's language ("household", "name prefix"): the
   * title and the button.
   */
  noun: string;
  /** The record's name, shown on its own line so the user sees which one goes. */
  name: ReactNode;
  /** What else happens, in one sentence ("Its people stay in the directory."). */
  consequence?: ReactNode;
  /**
   * "Remove" where the record is a link between two others (a membership, a value): the words
   * are the catalogs', this only says which.
   */
  verb?: 'Delete' | 'Remove';
  /** The confirm button's words, when "Delete pass" does not say which one ("Delete pass 4821"). */
  confirmLabel?: string;
  /** Deletes the record; a rejection is shown in the dialog, which stays open. */
  onConfirm: () => Promise<unknown>;
  /** Called once the delete succeeded, before the dialog closes. */
  onDeleted?: () => void;
  onClose: () => void;
}

interface Attempt {
  busy: boolean;
  error?: unknown;
}

/**
 * Asks before deleting one record: "Delete this household?", its name, what else happens,
 * Cancel (focused) and a red Delete button that shows the request going. A failure stays in the
 * dialog with the service's words; nothing here knows which API the record comes from.
 */
export function DeleteConfirm({
  opened,
  noun,
  name,
  consequence,
  verb = 'Delete',
  confirmLabel,
  onConfirm,
  onDeleted,
  onClose,
}: DeleteConfirmProps) {
  const [attempt, setAttempt] = useState<Attempt>({ busy: false });
  const t = useT();
  const [wasOpened, setWasOpened] = useState(opened);
  // Opened again: forget the previous attempt's error ("adjust state on prop change").
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setAttempt({ busy: false });
  }

  const close = () => {
    if (attempt.busy) return;
    setAttempt({ busy: false });
    onClose();
  };
  const confirm = async () => {
    setAttempt({ busy: true });
    try {
      await onConfirm();
    } catch (error) {
      setAttempt({ busy: false, error });
      return;
    }
    setAttempt({ busy: false });
    onDeleted?.();
    onClose();
  };
  const error = attempt.error === undefined ? undefined : describeError(attempt.error, t);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('ui.deleteConfirm.title', { verb, noun })}
      closeButtonProps={{ 'aria-label': t('common.close'), disabled: attempt.busy }}
    >
      <Text size="sm" fw={600} mb="xs">
        {name}
      </Text>
      {consequence !== undefined && (
        <Text size="sm" mb="md">
          {consequence}
        </Text>
      )}
      {error && (
        <Alert color="red" variant="light" role="alert" title={error.title} mb="md">
          {error.message}
        </Alert>
      )}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={close} disabled={attempt.busy} data-autofocus>
          {t('common.cancel')}
        </Button>
        {/* red.9: white on the theme's filled red (shade 7) is below 4.5:1. */}
        <Button color="red.9" loading={attempt.busy} onClick={() => void confirm()}>
          {confirmLabel ?? t('ui.deleteConfirm.confirm', { verb, noun })}
        </Button>
      </Group>
    </Modal>
  );
}
