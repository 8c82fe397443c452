import { Alert, Button, Group, List, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';

import type { CreateBody, RecordOf } from '../../../api/client-types';
import { useApiCreate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { dataTypeLabels } from './field-definition-types';
import { fieldDefinitionMaxLengths, slugProblem } from './field-definition-rules';

const CREATE = '/people/v2/tabs/{tab_id}/field_definitions';
const editable = ['name', 'data_type', 'slug'] as const;

export interface SavedField {
  id: string;
  name: string;
  tabId: string;
}

/** A new custom field on a tab: its name, its data type (the catalog's values) and a slug. */
export function FieldDefinitionCreateForm({
  tabs,
  initialTabId,
  onSaved,
  onCancel,
}: {
  tabs: readonly RecordOf<'/people/v2/tabs'>[];
  initialTabId: string | undefined;
  onSaved: (field: SavedField) => void;
  onCancel: () => void;
}) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'POST',
    path: CREATE,
    only: editable,
    maxLengths: fieldDefinitionMaxLengths,
    validate: (values) => ({ slug: slugProblem(String(values.slug ?? '')) }),
  });
  const create = useApiCreate(CREATE);
  const [startTabId] = useState(initialTabId ?? tabs[0]?.id ?? '');
  const [tabId, setTabId] = useState(startTabId);
  const [saved, setSaved] = useState<SavedField>();
  const dirty = saved === undefined && (form.isDirty() || tabId !== startTabId);

  // Leaves only after the guard has seen that nothing is unsaved any more.
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved, onSaved]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(async (attributes) => {
      const record = await create.mutateAsync({
        params: { tab_id: tabId },
        body: { attributes: attributes as CreateBody<typeof CREATE>['attributes'] },
      });
      setSaved({ id: record.id, name: record.attributes.name, tabId });
    });
  };

  const field = (name: (typeof editable)[number]) => fields.find((f) => f.name === name);
  const nameField = field('name');
  const typeField = field('data_type');
  const slugField = field('slug');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="md">
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" title="The field was not created" role="alert">
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <NativeSelect
          label="Tab"
          description="The profile tab the field appears on."
          withAsterisk
          data={tabs.map((tab) => ({ value: tab.id, label: tab.attributes.name }))}
          value={tabId}
          onChange={(event) => setTabId(event.currentTarget.value)}
        />
        {nameField && <CatalogFieldInput field={nameField} form={form} />}
        {typeField && (
          <CatalogFieldInput
            field={typeField}
            form={form}
            label="Data type"
            description="Drop-down and checkbox fields get their choices after they are created."
            valueLabels={dataTypeLabels}
          />
        )}
        {slugField && (
          <CatalogFieldInput
            field={slugField}
            form={form}
            description="Left blank, the service makes one from the name."
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create field
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
