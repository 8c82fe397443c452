import { useEffect, useRef } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import { shortValueMaxLengths } from './field-definition-rules';

export const FIELD_OPTIONS = '/people/v2/field_definitions/{field_definition_id}/field_options';
export type FieldOptionRecord = RecordOf<typeof FIELD_OPTIONS>;
export const FIELD_OPTION = `${FIELD_OPTIONS}/{id}` as const;
const valueOnly = ['value'] as const;

/**
 * Adds an option after the last one, or changes the value of `editing`. One form for both, so
 * the drawer has one unsaved-changes guard (a router takes one blocker at a time). Remount it
 * (key) when `editing` changes.
 */
export function FieldOptionForm({
  definitionId,
  editing,
  sequence,
  onSaved,
  onCancelEdit,
}: {
  definitionId: string;
  editing: FieldOptionRecord | undefined;
  /** The sequence a new option gets. */
  sequence: number;
  onSaved: (message: string) => void;
  onCancelEdit: () => void;
}) {
  const t = useT();
  const { form, fields, generalErrors, save, clear } = useResourceForm(
    editing
      ? {
          method: 'PATCH',
          path: FIELD_OPTION,
          params: { field_definition_id: definitionId, id: editing.id },
          initial: editing.attributes,
        }
      : {
          method: 'POST',
          path: FIELD_OPTIONS,
          params: { field_definition_id: definitionId },
          fixed: { sequence },
        },
    { only: valueOnly, required: valueOnly, maxLengths: shortValueMaxLengths },
  );
  const inputArea = useRef<HTMLDivElement>(null);

  // Edit was chosen from the list: the keyboard goes on to the value.
  useEffect(() => {
    if (editing) inputArea.current?.querySelector('input')?.focus();
  }, [editing]);

  const valueField = fields[0];
  return (
    <FormFrame
      onSubmit={async () => {
        const value = (await save())?.record?.attributes.value;
        if (value === undefined) return;
        if (editing) {
          onSaved(
            t('people.customFields.options.renamed', {
              from: editing.attributes.value,
              to: String(value),
            }),
          );
        } else {
          clear();
          onSaved(t('people.customFields.options.added', { value: String(value) }));
        }
      }}
      generalErrors={generalErrors}
      errorTitle={t('people.customFields.options.notSaved')}
      dirty={form.isDirty()}
      submitLabel={
        editing ? t('people.customFields.options.save') : t('people.customFields.options.add')
      }
      {...(editing ? { onCancel: onCancelEdit } : {})}
    >
      <div ref={inputArea}>
        {valueField && (
          <CatalogFieldInput
            field={valueField}
            form={form}
            label={
              editing
                ? t('people.customFields.options.newValueFor', { value: editing.attributes.value })
                : t('people.customFields.options.newOption')
            }
          />
        )}
      </div>
    </FormFrame>
  );
}
