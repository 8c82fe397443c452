import { Alert, Button, Group, Modal, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete } from '../../lib/api-query/api-queries';
import { describeError } from '../../ui/query-error';

const HOUSEHOLD = '/people/v2/households/{id}';

/** Deletes the household after a confirmation; the people stay in the directory. */
export function HouseholdDeleteButton({
  id,
  name,
  memberCount,
  onDeleting,
  onDeleted,
}: {
  id: string;
  name: string;
  memberCount: number;
  /** Called with true when the delete starts and false if it failed. */
  onDeleting: (deleting: boolean) => void;
  onDeleted: () => void;
}) {
  const [opened, setOpened] = useState(false);
  const remove = useApiDelete(HOUSEHOLD);
  const close = () => {
    if (!remove.isPending) {
      setOpened(false);
      remove.reset();
    }
  };
  const confirm = async () => {
    onDeleting(true);
    try {
      await remove.mutateAsync({ params: { id } });
    } catch {
      onDeleting(false);
      return;
    }
    onDeleted();
  };
  const error = remove.isError ? describeError(remove.error) : undefined;

  return (
    <>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={() => setOpened(true)}
      >
        Delete household
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={`Delete ${name}?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text size="sm" mb="md">
          The household and its {memberCount === 1 ? 'membership' : `${memberCount} memberships`}{' '}
          are removed. The people themselves stay in the directory. This cannot be undone.
        </Text>
        {error && (
          <Alert color="red" variant="light" role="alert" title={error.title} mb="md">
            {error.message}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={remove.isPending} data-autofocus>
            Keep it
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => void confirm()}>
            Delete household
          </Button>
        </Group>
      </Modal>
    </>
  );
}
