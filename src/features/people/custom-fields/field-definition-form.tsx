import { NativeSelect, Skeleton, Text } from '@mantine/core';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { QueryError } from '../../../ui/query-error';
import { FormFrame, useLeaveAfterSave } from '../../../ui/resource-view/form-frame';
import {
  FIELD_DEFINITIONS,
  dataTypeLabels,
  type FieldDefinitionRecord,
} from './field-definition-types';
import { fieldDefinitionMaxLengths, slugProblem } from './field-definition-rules';

const creatable = ['name', 'data_type', 'slug'] as const;
// The data type stays as it is: people's answers were given for it.
const editable = ['name', 'slug'] as const;
const createDescriptions: Readonly<Record<string, string>> = {
  data_type: 'Drop-down and checkbox fields get their choices after they are created.',
  slug: 'Left blank, the service makes one from the name.',
};

/** What the page says once a field is saved, and the tab it then shows. */
export interface SavedField {
  message: string;
  tabId: string;
}

interface FormProps {
  tabs: readonly RecordOf<'/people/v2/tabs'>[];
  initialTabId: string | undefined;
  onSaved: (field: SavedField) => void;
  onCancel: () => void;
}

/**
 * A new custom field on a tab (its name, its data type from the catalog's values and a slug),
 * or a rename or new slug of `definition`, which sends only what changed.
 */
function FieldDefinitionForm({
  definition,
  tabs,
  initialTabId,
  onSaved,
  onCancel,
}: FormProps & { definition?: FieldDefinitionRecord }) {
  const tab = definition?.related.tab;
  const [startTabId] = useState(definition ? (tab?.id ?? '') : (initialTabId ?? tabs[0]?.id ?? ''));
  const [tabId, setTabId] = useState(startTabId);
  const { form, fields, generalErrors, save } = useResourceForm(
    definition
      ? {
          method: 'PATCH',
          path: '/people/v2/field_definitions/{id}',
          params: { id: definition.id },
          initial: definition.attributes,
        }
      : {
          method: 'POST',
          path: '/people/v2/tabs/{tab_id}/field_definitions',
          params: { tab_id: tabId },
        },
    {
      ...(definition ? { only: editable, required: editable } : { only: creatable }),
      maxLengths: fieldDefinitionMaxLengths,
      validate: (values) => ({ slug: slugProblem(String(values.slug ?? '')) }),
    },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onSaved);
  return (
    <FormFrame
      onSubmit={async () => {
        const name = (await save())?.record?.attributes.name;
        if (name === undefined) return;
        leaveWith({ message: `${String(name)} was ${definition ? 'saved' : 'created'}.`, tabId });
      }}
      generalErrors={generalErrors}
      errorTitle={definition ? 'The changes were not saved' : 'The field was not created'}
      dirty={!saved && (form.isDirty() || tabId !== startTabId)}
      submitLabel={definition ? 'Save changes' : 'Create field'}
      submitDisabled={definition !== undefined && !form.isDirty()}
      onCancel={onCancel}
    >
      {definition ? (
        <Text size="sm">
          Data type: <strong>{dataTypeLabels[definition.attributes.data_type]}</strong>
          {tab ? ` · on the ${tab.attributes.name} tab` : ''}
        </Text>
      ) : (
        <NativeSelect
          label="Tab"
          description="The profile tab the field appears on."
          withAsterisk
          data={tabs.map((option) => ({ value: option.id, label: option.attributes.name }))}
          value={tabId}
          onChange={(event) => setTabId(event.currentTarget.value)}
        />
      )}
      {fields.map((field) => (
        <CatalogFieldInput
          key={field.name}
          field={field}
          form={form}
          description={definition ? undefined : createDescriptions[field.name]}
          valueLabels={dataTypeLabels}
        />
      ))}
    </FormFrame>
  );
}

/** The body of the new and edit dialogs: the form, once the edited field (`id`) has loaded. */
export function FieldDefinitionDialogBody({ id, ...props }: FormProps & { id?: string }) {
  const query = useApiRecord(
    FIELD_DEFINITIONS,
    { id: id ?? '', include: ['tab'] },
    { enabled: id !== undefined },
  );
  if (id === undefined) return <FieldDefinitionForm {...props} />;
  if (query.isError) {
    return <QueryError error={query.error} what="the field" onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton height={180} role="status" aria-label="Loading the field" />;
  return <FieldDefinitionForm {...props} definition={query.data} />;
}
