import { useMemo } from 'react';

import type { CatalogFormValues } from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import type { FieldEntry } from './field-data-groups';
import type { DatumRecord } from './field-data-queries';
import {
  booleanChoices,
  fieldValueProblem,
  inputKindOf,
  valueMaxLength,
} from './field-datum-rules';
import { savedMessage } from './saved-message';

const onlyValue = ['value'] as const;
// On update too: clearing a value is "Remove", not an empty value.
const valueRequired = ['value'] as const;
// The field a new value is for is the relationship field_definition; its 422s (a value that
// already exists) are about this input.
const errorFields = { field_definition: 'value' } as const;

export interface FieldDatumFormProps extends SectionFormProps {
  personId: string;
  entry: FieldEntry;
  /** The value to edit; absent to add one. */
  datum?: DatumRecord;
}

/** Sets one custom field's value with the input its data type calls for. */
export function FieldDatumForm({ personId, entry, datum, onSaved, onCancel }: FieldDatumFormProps) {
  const t = useT();
  const { definition } = entry;
  const dataType = definition.attributes.data_type;
  const name = definition.attributes.name;
  const valueLabel = useMemo(() => ({ value: name }), [name]);
  const maxLengths = useMemo(() => ({ value: valueMaxLength(dataType) }), [dataType]);
  // A checkbox value already ticked cannot be ticked twice; its own value stays a choice.
  const taken = new Set(
    entry.data.filter((d) => d.id !== datum?.id).map((d) => d.attributes.value),
  );
  const options =
    dataType === 'boolean'
      ? booleanChoices(t)
      : entry.options
          .filter((option) => dataType !== 'checkboxes' || !taken.has(option.attributes.value))
          .map((option) => ({ value: option.attributes.value, label: option.attributes.value }));
  const optionValues = entry.options.map((option) => option.attributes.value);

  const { form, fields, generalErrors, save } = useResourceForm(
    datum
      ? {
          method: 'PATCH',
          path: '/people/v2/people/{person_id}/field_data/{id}',
          params: { person_id: personId, id: datum.id },
          initial: datum.attributes,
        }
      : {
          method: 'POST',
          path: '/people/v2/people/{person_id}/field_data',
          params: { person_id: personId },
          relationships: {
            field_definition: { data: { type: 'FieldDefinition', id: definition.id } },
          },
        },
    {
      only: onlyValue,
      labels: valueLabel,
      required: valueRequired,
      maxLengths,
      validate: (values: CatalogFormValues) => ({
        value: fieldValueProblem(dataType, String(values.value ?? ''), optionValues, t),
      }),
      errorFields,
    },
  );

  const kind = inputKindOf(dataType);
  const placeholder = parsePlaceholder(definition.attributes.config);
  return (
    <FormFrame
      title={
        datum ? t('people.fieldData.editTitle', { name }) : t('people.fieldData.addTitle', { name })
      }
      submitLabel={datum ? t('people.fieldData.save') : t('people.fieldData.add')}
      onSubmit={async () => {
        const saved = await save();
        if (saved) onSaved(savedMessage(t, saved.outcome, 'people.fieldData.saved', { name }));
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      {fields.map((field) => (
        <CatalogFieldInput
          key={field.name}
          field={field}
          form={form}
          kind={kind}
          options={kind === 'select' ? options : undefined}
          placeholder={kind === 'select' ? undefined : placeholder}
          description={dataType === 'number' ? t('people.fieldData.numberDescription') : undefined}
        />
      ))}
    </FormFrame>
  );
}

/** A field definition's config may hold a placeholder: {"placeholder":"John 3:16"}. */
function parsePlaceholder(config: string | null): string | undefined {
  if (config === null || config === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(config);
    if (typeof parsed === 'object' && parsed !== null && 'placeholder' in parsed) {
      const value = (parsed as { placeholder: unknown }).placeholder;
      return typeof value === 'string' ? value : undefined;
    }
  } catch {
    // A config that is not JSON has no placeholder.
  }
  return undefined;
}
