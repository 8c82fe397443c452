import { Text } from '@mantine/core';

import { useResourceForm } from '../../../lib/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { FormFrame, useLeaveAfterSave } from '../../../ui/resource-view/form-frame';
import type { SavedField } from './field-definition-create-form';
import { dataTypeLabels, type FieldDefinitionRecord } from './field-definition-types';
import { fieldDefinitionMaxLengths, slugProblem } from './field-definition-rules';

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
  const { form, fields, generalErrors, save } = useResourceForm(
    {
      method: 'PATCH',
      path: '/people/v2/field_definitions/{id}',
      params: { id: definition.id },
      initial: definition.attributes,
    },
    {
      only: editable,
      maxLengths: fieldDefinitionMaxLengths,
      validate: (values) => ({ slug: slugProblem(String(values.slug ?? '')) }),
      required: editable,
    },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onSaved);
  const tab = definition.related.tab;
  return (
    <FormFrame
      onSubmit={async () => {
        const record = (await save())?.record;
        if (record) {
          leaveWith({ id: record.id, name: String(record.attributes.name), tabId: tab?.id ?? '' });
        }
      }}
      generalErrors={generalErrors}
      errorTitle="The changes were not saved"
      dirty={!saved && form.isDirty()}
      submitLabel="Save changes"
      submitDisabled={!form.isDirty()}
      onCancel={onCancel}
    >
      <Text size="sm">
        Data type: <strong>{dataTypeLabels[definition.attributes.data_type]}</strong>
        {tab ? ` · on the ${tab.attributes.name} tab` : ''}
      </Text>
      <CatalogFields fields={fields} form={form} />
    </FormFrame>
  );
}
