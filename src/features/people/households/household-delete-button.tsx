import { Button } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete } from '../../../lib/api-query/api-queries';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';

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
  const confirm = async () => {
    onDeleting(true);
    try {
      await remove.mutateAsync({ params: { id } });
    } catch (error) {
      onDeleting(false);
      throw error;
    }
  };

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
      <DeleteConfirm
        opened={opened}
        noun="household"
        name={name}
        consequence={`The household and its ${
          memberCount === 1 ? 'membership' : `${memberCount} memberships`
        } are removed. The people themselves stay in the directory. This cannot be undone.`}
        onConfirm={confirm}
        onDeleted={onDeleted}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
