import { Alert, Button, Group, Modal, Text } from '@mantine/core';

import { useApiDelete } from '../../lib/api-query/api-queries';
import { describeError } from '../../ui/query-error';
import type { FieldDefinitionRecord } from './field-definition-types';

const DELETE = '/people/v2/field_definitions/{id}';

/** Asks before the soft delete, and says what it keeps. */
export function FieldDefinitionDelete({
  definition,
  onClose,
  onDeleted,
}: {
  /** The field to delete; the dialog is open while there is one. */
  definition: FieldDefinitionRecord | undefined;
  onClose: () => void;
  onDeleted: (name: string) => void;
}) {
  const remove = useApiDelete(DELETE);
  const close = () => {
    if (remove.isPending) return;
    remove.reset();
    onClose();
  };
  const error = remove.isError ? describeError(remove.error) : undefined;
  const name = definition?.attributes.name ?? '';

  return (
    <Modal
      opened={definition !== undefined}
      onClose={close}
      title={`Delete the field “${name}”?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="xs">
        The field is hidden from profiles and forms from now on.
      </Text>
      <Text size="sm" mb="md">
        The answers people already gave are kept, and the field stays visible here under “Include
        deleted”, marked as deleted.
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
            if (!definition) return;
            void remove.mutateAsync({ params: { id: definition.id } }).then(
              () => {
                remove.reset();
                onDeleted(name);
              },
              () => undefined,
            );
          }}
        >
          Delete field
        </Button>
      </Group>
    </Modal>
  );
}
