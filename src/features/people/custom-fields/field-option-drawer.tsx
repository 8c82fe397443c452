import { Alert, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';

import { useApiDelete, useApiList, useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { FIELD_OPTIONS, FieldOptionForm, type FieldOptionRecord } from './field-option-form';
import { FieldOptionList } from './field-option-list';
import { nextSequence } from './field-option-order';
import { FIELD_DEFINITIONS, dataTypeLabels, hasOptions } from './field-definition-types';

const FIELD_OPTION = '/people/v2/field_definitions/{field_definition_id}/field_options/{id}';

/** Everything about one field's options: the list in order, add, edit, reorder, delete. */
function FieldOptions({ definitionId }: { definitionId: string }) {
  const definition = useApiRecord(FIELD_DEFINITIONS, { id: definitionId });
  const options = useApiList(FIELD_OPTIONS, {
    params: { field_definition_id: definitionId },
    order: 'sequence',
    perPage: 100,
  });
  const [editing, setEditing] = useState<FieldOptionRecord>();
  const [deleting, setDeleting] = useState<FieldOptionRecord>();
  const [notice, setNotice] = useState('');
  const remove = useApiDelete(FIELD_OPTION);

  if (definition.isError || options.isError) {
    const failed = definition.isError ? definition : options;
    return (
      <QueryError error={failed.error} what="the options" onRetry={() => void failed.refetch()} />
    );
  }
  const record = definition.data;
  const records = options.data?.records;
  if (!record || !records) {
    return (
      <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading the options">
        <Skeleton height={20} width="60%" />
        <Skeleton height={140} />
      </Stack>
    );
  }

  const { name, data_type, deleted_at } = record.attributes;
  const readOnly = deleted_at !== null || !hasOptions(data_type);
  const total = options.data?.totalCount ?? records.length;
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {dataTypeLabels[data_type]} · people choose from these, in this order.
      </Text>
      {deleted_at !== null && (
        <Alert color="gray" variant="light" title="This field is deleted">
          Its options are shown as they were and cannot be changed.
        </Alert>
      )}
      {notice !== '' && (
        <Alert color="teal" variant="light" role="status" withCloseButton={false}>
          {notice}
        </Alert>
      )}
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          No options yet. Add the first one below.
        </Text>
      ) : (
        <FieldOptionList
          definitionId={definitionId}
          fieldName={name}
          options={records}
          readOnly={readOnly}
          onEdit={(option) => {
            setNotice('');
            setEditing(option);
          }}
          onDelete={(option) => {
            setNotice('');
            setDeleting(option);
          }}
        />
      )}
      {total > records.length && (
        <Text size="sm" c="dimmed">
          Showing the first {records.length} of {total} options.
        </Text>
      )}
      {!readOnly && (
        <>
          <Title order={3} size="h5">
            {editing ? 'Edit option' : 'Add an option'}
          </Title>
          <FieldOptionForm
            key={editing?.id ?? 'new'}
            definitionId={definitionId}
            editing={editing}
            sequence={nextSequence(
              records.map((option) => ({ id: option.id, sequence: option.attributes.sequence })),
            )}
            onSaved={(message) => {
              setEditing(undefined);
              setNotice(message);
            }}
            onCancelEdit={() => setEditing(undefined)}
          />
        </>
      )}
      <DeleteConfirm
        opened={deleting !== undefined}
        noun="option"
        name={deleting?.attributes.value}
        consequence="It is no longer offered on profiles and forms. This cannot be undone."
        onConfirm={() =>
          deleting
            ? remove.mutateAsync({
                params: { field_definition_id: definitionId, id: deleting.id },
              })
            : Promise.resolve()
        }
        onDeleted={() => {
          if (editing?.id === deleting?.id) setEditing(undefined);
          setNotice(`Deleted “${deleting?.attributes.value ?? ''}”.`);
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}

function DrawerTitle({ definitionId }: { definitionId: string }) {
  const definition = useApiRecord(FIELD_DEFINITIONS, { id: definitionId });
  const name = definition.data?.attributes.name;
  return name ? `Options of ${name}` : 'Options';
}

/** The options drawer; open while the URL names a field (?options=ID). */
export function FieldOptionDrawer({
  definitionId,
  onClose,
}: {
  definitionId: string | undefined;
  onClose: () => void;
}) {
  // Keeps the last field on screen while the drawer slides away.
  const [lastId, setLastId] = useState(definitionId);
  if (definitionId !== undefined && definitionId !== lastId) setLastId(definitionId);
  const shown = definitionId ?? lastId;

  return (
    <Drawer
      opened={definitionId !== undefined}
      onClose={onClose}
      position="right"
      size="md"
      title={shown === undefined ? 'Options' : <DrawerTitle definitionId={shown} />}
      closeButtonProps={{ 'aria-label': 'Close options' }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown !== undefined && <FieldOptions key={shown} definitionId={shown} />}
    </Drawer>
  );
}
