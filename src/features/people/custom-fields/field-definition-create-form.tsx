import { NativeSelect } from '@mantine/core';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useResourceForm } from '../../../lib/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { FormFrame, useLeaveAfterSave } from '../../../ui/resource-view/form-frame';
import { dataTypeLabels } from './field-definition-types';
import { fieldDefinitionMaxLengths, slugProblem } from './field-definition-rules';

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
  const [startTabId] = useState(initialTabId ?? tabs[0]?.id ?? '');
  const [tabId, setTabId] = useState(startTabId);
  const { form, fields, generalErrors, save } = useResourceForm(
    {
      method: 'POST',
      path: '/people/v2/tabs/{tab_id}/field_definitions',
      params: { tab_id: tabId },
    },
    {
      only: editable,
      maxLengths: fieldDefinitionMaxLengths,
      validate: (values) => ({ slug: slugProblem(String(values.slug ?? '')) }),
    },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onSaved);
  const field = (name: (typeof editable)[number]) => fields.find((f) => f.name === name);
  const nameField = field('name');
  const typeField = field('data_type');
  const slugField = field('slug');
  return (
    <FormFrame
      onSubmit={async () => {
        const record = (await save())?.record;
        if (record) leaveWith({ id: record.id, name: String(record.attributes.name), tabId });
      }}
      generalErrors={generalErrors}
      errorTitle="The field was not created"
      dirty={!saved && (form.isDirty() || tabId !== startTabId)}
      submitLabel="Create field"
      onCancel={onCancel}
    >
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
    </FormFrame>
  );
}
