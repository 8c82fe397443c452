import { NativeSelect, Skeleton, Text } from '@mantine/core';
import { useMemo, useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { Message } from '../../../ui/i18n/message';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const typeLabels = useMemo(() => dataTypeLabels(t), [t]);
  const createDescriptions: Readonly<Record<string, string>> = {
    data_type: t('people.customFields.form.dataTypeDescription'),
    slug: t('people.customFields.form.slugDescription'),
  };
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
      validate: (values) => ({ slug: slugProblem(String(values.slug ?? ''), t) }),
    },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onSaved);
  return (
    <FormFrame
      onSubmit={async () => {
        const name = (await save())?.record?.attributes.name;
        if (name === undefined) return;
        leaveWith({
          message: t(definition ? 'people.customFields.saved' : 'people.customFields.created', {
            name: String(name),
          }),
          tabId,
        });
      }}
      generalErrors={generalErrors}
      errorTitle={definition ? t('people.notSaved') : t('people.customFields.notCreated')}
      dirty={!saved && (form.isDirty() || tabId !== startTabId)}
      submitLabel={definition ? t('people.saveChanges') : t('people.customFields.create')}
      submitDisabled={definition !== undefined && !form.isDirty()}
      onCancel={onCancel}
    >
      {definition ? (
        <Text size="sm">
          <Message
            id="people.customFields.form.dataTypeOn"
            values={{
              type: typeLabels[definition.attributes.data_type],
              tab: tab?.attributes.name ?? '',
              onTab: tab ? 'yes' : 'no',
            }}
            components={{ 0: <strong /> }}
          />
        </Text>
      ) : (
        <NativeSelect
          label={t('people.customFields.form.tab')}
          description={t('people.customFields.form.tabDescription')}
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
          valueLabels={typeLabels}
        />
      ))}
    </FormFrame>
  );
}

/** The body of the new and edit dialogs: the form, once the edited field (`id`) has loaded. */
export function FieldDefinitionDialogBody({ id, ...props }: FormProps & { id?: string }) {
  const t = useT();
  const query = useApiRecord(
    FIELD_DEFINITIONS,
    { id: id ?? '', include: ['tab'] },
    { enabled: id !== undefined },
  );
  if (id === undefined) return <FieldDefinitionForm {...props} />;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={t('people.customFields.theField')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) {
    return (
      <Skeleton height={180} role="status" aria-label={t('people.customFields.loadingField')} />
    );
  }
  return <FieldDefinitionForm {...props} definition={query.data} />;
}
