import { Alert, Button, Group, Modal, Text } from '@mantine/core';

import { useApiDelete } from '../../lib/api-query/api-queries';
import { describeError } from '../../ui/query-error';
import type { FieldOptionRecord } from './field-option-form';

const OPTION = '/people/v2/field_definitions/{field_definition_id}/field_options/{id}';

/** Asks before deleting an option of a select or checkboxes field. */
export function FieldOptionDelete({
  definitionId,
  option,
  onClose,
  onDeleted,
}: {
  definitionId: string;
  /** The option to delete; the dialog is open while there is one. */
  option: FieldOptionRecord | undefined;
  onClose: () => void;
  onDeleted: (value: string) => void;
}) {
  const remove = useApiDelete(OPTION);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const error = remove.isError ? describeError(remove.error) : undefined;
  const value = option?.attributes.value ?? '';

  return (
    <Modal
      opened={option !== undefined}
      onClose={close}
      title={`Delete the option “${value}”?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="md">
        It is no longer offered on profiles and forms. This cannot be undone.
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
            if (!option) return;
            void remove
              .mutateAsync({ params: { field_definition_id: definitionId, id: option.id } })
              .then(
                () => {
                  remove.reset();
                  onDeleted(value);
                },
                () => undefined,
              );
          }}
        >
          Delete option
        </Button>
      </Group>
    </Modal>
  );
}
