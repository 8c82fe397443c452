import { useMemo } from 'react';

import type { CreateBody, UpdateBody } from '../../../api/client-types';
import { useApiCreate, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm, type CatalogFormValues } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import type { FieldEntry } from './field-data-groups';
import type { DatumRecord } from './field-data-queries';
import {
  booleanChoices,
  fieldValueProblem,
  inputKindOf,
  valueMaxLength,
} from './field-datum-rules';
import { PersonFormFrame } from './person-form-frame';

const CREATE = '/people/v2/people/{person_id}/field_data';
const UPDATE = '/people/v2/people/{person_id}/field_data/{id}';

const onlyValue = ['value'] as const;
// On update too: clearing a value is "Remove", not an empty value.
const valueRequired = ['value'] as const;
// The field a new value is for is the relationship field_definition; its 422s (a value that
// already exists) are about this input.
const errorFields = { field_definition: 'value' } as const;

export interface FieldDatumFormProps {
  personId: string;
  entry: FieldEntry;
  /** The value to edit; absent to add one. */
  datum?: DatumRecord;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Sets one custom field's value with the input its data type calls for. */
export function FieldDatumForm({ personId, entry, datum, onSaved, onCancel }: FieldDatumFormProps) {
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
      ? [...booleanChoices]
      : entry.options
          .filter((option) => dataType !== 'checkboxes' || !taken.has(option.attributes.value))
          .map((option) => ({ value: option.attributes.value, label: option.attributes.value }));
  const optionValues = entry.options.map((option) => option.attributes.value);

  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: datum ? 'PATCH' : 'POST',
    path: datum ? UPDATE : CREATE,
    initial: datum?.attributes,
    only: onlyValue,
    labels: valueLabel,
    required: valueRequired,
    maxLengths,
    validate: (values: CatalogFormValues) => ({
      value: fieldValueProblem(dataType, String(values.value ?? ''), optionValues),
    }),
    errorFields,
  });
  const create = useApiCreate(CREATE);
  const update = useApiUpdate(UPDATE);

  const save = async () => {
    let changed = true;
    const saved = await submit(async (attributes) => {
      if (datum) {
        changed = Object.keys(attributes).length > 0;
        if (!changed) return;
        await update.mutateAsync({
          params: { person_id: personId, id: datum.id },
          body: { attributes: attributes as UpdateBody<typeof UPDATE>['attributes'] },
        });
      } else {
        await create.mutateAsync({
          params: { person_id: personId },
          body: {
            attributes: attributes as CreateBody<typeof CREATE>['attributes'],
            relationships: {
              field_definition: { data: { type: 'FieldDefinition', id: definition.id } },
            },
          },
        });
      }
    });
    if (saved) onSaved(changed ? `${name} saved.` : 'Nothing changed.');
  };

  const kind = inputKindOf(dataType);
  const placeholder = parsePlaceholder(definition.attributes.config);
  return (
    <PersonFormFrame
      title={datum ? `Edit ${name}` : `Add ${name}`}
      submitLabel={datum ? 'Save value' : 'Add value'}
      onSubmit={save}
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
          description={dataType === 'number' ? 'A number, like 12 or 3.5' : undefined}
        />
      ))}
    </PersonFormFrame>
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
