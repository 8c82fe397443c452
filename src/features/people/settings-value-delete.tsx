import { Alert, Button, Group, Modal, Text } from '@mantine/core';

import { useApiDelete } from '../../lib/api-query/api-queries';
import { describeError } from '../../ui/query-error';
import {
  valueKindText,
  valuePaths,
  type ValueKind,
  type ValueRecord,
} from './settings-value-kinds';

/** Asks before deleting a settings value. */
export function SettingsValueDelete({
  kind,
  record,
  onClose,
  onDeleted,
}: {
  kind: ValueKind;
  /** The value to delete; the dialog is open while there is one. */
  record: ValueRecord | undefined;
  onClose: () => void;
  onDeleted: (message: string) => void;
}) {
  const remove = useApiDelete(valuePaths[kind].record);
  const text = valueKindText[kind];
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const error = remove.isError ? describeError(remove.error) : undefined;
  const value = record?.attributes.value ?? '';

  return (
    <Modal
      opened={record !== undefined}
      onClose={close}
      title={`Delete the ${text.singular} “${value}”?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="md">
        It can no longer be chosen on profiles. This cannot be undone.
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
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => {
            if (!record) return;
            void remove.mutateAsync({ params: { id: record.id } }).then(
              () => {
                remove.reset();
                onDeleted(`Deleted the ${text.singular} “${value}”.`);
              },
              () => undefined,
            );
          }}
        >
          Delete
        </Button>
      </Group>
    </Modal>
  );
}
