import { Alert, Drawer, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import { useApiList, useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useApiDelete } from '../../../lib/browser/api-query/api-mutations';
import { useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { FIELD_OPTIONS, FieldOptionForm, type FieldOptionRecord } from './field-option-form';
import { FieldOptionList } from './field-option-list';
import { nextSequence } from './field-option-order';
import { FIELD_DEFINITIONS, dataTypeLabels, hasOptions } from './field-definition-types';

const FIELD_OPTION = '/people/v2/field_definitions/{field_definition_id}/field_options/{id}';

/** Everything about one field's options: the list in order, add, edit, reorder, delete. */
function FieldOptions({ definitionId }: { definitionId: string }) {
  const t = useT();
  const typeLabels = useMemo(() => dataTypeLabels(t), [t]);
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
      <QueryError
        error={failed.error}
        what={t('people.customFields.options.what')}
        onRetry={() => void failed.refetch()}
      />
    );
  }
  const record = definition.data;
  const records = options.data?.records;
  if (!record || !records) {
    return (
      <Stack
        gap="xs"
        role="status"
        aria-busy="true"
        aria-label={t('people.customFields.options.loading')}
      >
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
        {t('people.customFields.options.intro', { type: typeLabels[data_type] })}
      </Text>
      {deleted_at !== null && (
        <Alert color="gray" variant="light" title={t('people.customFields.options.deletedTitle')}>
          {t('people.customFields.options.deletedBody')}
        </Alert>
      )}
      {notice !== '' && (
        <Alert color="teal" variant="light" role="status" withCloseButton={false}>
          {notice}
        </Alert>
      )}
      {records.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('people.customFields.options.none')}
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
          {t('people.customFields.options.showingFirst', { shown: records.length, total })}
        </Text>
      )}
      {!readOnly && (
        <>
          <Title order={3} size="h5">
            {editing
              ? t('people.customFields.options.editTitle')
              : t('people.customFields.options.addTitle')}
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
        noun={t('people.customFields.options.noun')}
        name={deleting?.attributes.value}
        consequence={t('people.customFields.options.deleteConsequence')}
        onConfirm={() =>
          deleting
            ? remove.mutateAsync({
                params: { field_definition_id: definitionId, id: deleting.id },
              })
            : Promise.resolve()
        }
        onDeleted={() => {
          if (editing?.id === deleting?.id) setEditing(undefined);
          setNotice(
            t('people.customFields.options.deleted', { value: deleting?.attributes.value ?? '' }),
          );
        }}
        onClose={() => setDeleting(undefined)}
      />
    </Stack>
  );
}

function DrawerTitle({ definitionId }: { definitionId: string }) {
  const t = useT();
  const definition = useApiRecord(FIELD_DEFINITIONS, { id: definitionId });
  const name = definition.data?.attributes.name;
  return name
    ? t('people.customFields.options.titleOf', { name })
    : t('people.customFields.columns.options');
}

/** The options drawer; open while the URL names a field (?options=ID). */
export function FieldOptionDrawer({
  definitionId,
  onClose,
}: {
  definitionId: string | undefined;
  onClose: () => void;
}) {
  const t = useT();
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
      title={
        shown === undefined ? (
          t('people.customFields.columns.options')
        ) : (
          <DrawerTitle definitionId={shown} />
        )
      }
      closeButtonProps={{ 'aria-label': t('people.customFields.options.close') }}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {shown !== undefined && <FieldOptions key={shown} definitionId={shown} />}
    </Drawer>
  );
}
