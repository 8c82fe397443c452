import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';

import { useApiDelete } from '../../../lib/api-query/api-queries';
import { describeError } from '../../../ui/query-error';
import { PASS_DELETE, passKindText, passOwnerText, type PassRecord } from './pass-types';

export interface PassDeleteModalProps {
  /** The pass to delete; null keeps the modal closed. */
  pass: PassRecord | null;
  onClose: () => void;
  onDeleted: (pass: PassRecord) => void;
}

/** Asks before deleting a pass, naming its code and person; waits for the service's answer. */
export function PassDeleteModal({ pass, onClose, onDeleted }: PassDeleteModalProps) {
  const deletion = useApiDelete(PASS_DELETE);
  const close = () => {
    if (deletion.isPending) return;
    deletion.reset();
    onClose();
  };
  const confirm = () => {
    if (!pass) return;
    deletion.mutate(
      { params: { id: pass.id } },
      {
        onSuccess: () => {
          deletion.reset();
          onDeleted(pass);
        },
      },
    );
  };
  const failure = deletion.isError ? describeError(deletion.error) : undefined;

  return (
    <Modal
      opened={pass !== null}
      onClose={close}
      title="Delete this pass?"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {pass && (
        <Stack gap="md">
          <Text size="sm">
            The {passKindText(pass.attributes.kind).toLowerCase()} with code{' '}
            <Text span fw={700} ff="monospace">
              {pass.attributes.code}
            </Text>{' '}
            of{' '}
            <Text span fw={700}>
              {passOwnerText(pass)}
            </Text>{' '}
            will be deleted. It will stop working at check-in; this cannot be undone.
          </Text>
          {failure && (
            <Alert color="red" variant="light" title={`Not deleted: ${failure.title}`} role="alert">
              {failure.message}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={deletion.isPending}>
              Keep the pass
            </Button>
            <Button color="red.9" onClick={confirm} loading={deletion.isPending}>
              Delete pass {pass.attributes.code}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
