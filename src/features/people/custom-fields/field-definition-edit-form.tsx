import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';

import type { UpdateBody } from '../../../api/client-types';
import { useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import type { SavedField } from './field-definition-create-form';
import { dataTypeLabels, type FieldDefinitionRecord } from './field-definition-types';
import { fieldDefinitionMaxLengths, slugProblem } from './field-definition-rules';

const UPDATE = '/people/v2/field_definitions/{id}';
// The data type stays as it is: people's answers were given for it.
const editable = ['name', 'slug'] as const;

/** Renames a custom field or changes its slug; only what changed is sent. */
export function FieldDefinitionEditForm({
  definition,
  onSaved,
  onCancel,
}: {
  definition: FieldDefinitionRecord;
  onSaved: (field: SavedField) => void;
  onCancel: () => void;
}) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'PATCH',
    path: UPDATE,
    initial: definition.attributes,
    only: editable,
    maxLengths: fieldDefinitionMaxLengths,
    validate: (values) => ({ slug: slugProblem(String(values.slug ?? '')) }),
    required: editable,
  });
  const update = useApiUpdate(UPDATE);
  const [saved, setSaved] = useState<SavedField>();
  const dirty = saved === undefined && form.isDirty();

  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(async (attributes) => {
      const record = await update.mutateAsync({
        params: { id: definition.id },
        body: { attributes: attributes as UpdateBody<typeof UPDATE>['attributes'] },
      });
      setSaved({
        id: record.id,
        name: record.attributes.name,
        tabId: definition.related.tab?.id ?? '',
      });
    });
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="md">
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" title="The changes were not saved" role="alert">
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <Text size="sm">
          Data type: <strong>{dataTypeLabels[definition.attributes.data_type]}</strong>
          {definition.related.tab ? ` · on the ${definition.related.tab.attributes.name} tab` : ''}
        </Text>
        {fields.map((field) => (
          <CatalogFieldInput key={field.name} field={field} form={form} />
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
            Save changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
