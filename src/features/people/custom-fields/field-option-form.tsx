import { Alert, Button, Group, List, Stack } from '@mantine/core';
import { useEffect, useRef, type FormEvent } from 'react';

import type { CreateBody, RecordOf, UpdateBody } from '../../../api/client-types';
import { useApiCreate, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { shortValueMaxLengths } from './field-definition-rules';

export const FIELD_OPTIONS = '/people/v2/field_definitions/{field_definition_id}/field_options';
export type FieldOptionRecord = RecordOf<typeof FIELD_OPTIONS>;
const OPTION = `${FIELD_OPTIONS}/{id}` as const;
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
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: editing ? 'PATCH' : 'POST',
    path: editing ? OPTION : FIELD_OPTIONS,
    initial: editing?.attributes,
    only: valueOnly,
    required: valueOnly,
    maxLengths: shortValueMaxLengths,
  });
  const create = useApiCreate(FIELD_OPTIONS);
  const update = useApiUpdate(OPTION);
  const pending = create.isPending || update.isPending;
  const inputArea = useRef<HTMLDivElement>(null);

  // Edit was chosen from the list: the keyboard goes on to the value.
  useEffect(() => {
    if (editing) inputArea.current?.querySelector('input')?.focus();
  }, [editing]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(async (attributes) => {
      if (editing) {
        const record = await update.mutateAsync({
          params: { field_definition_id: definitionId, id: editing.id },
          body: { attributes: attributes as UpdateBody<typeof OPTION>['attributes'] },
        });
        onSaved(`Renamed “${editing.attributes.value}” to “${record.attributes.value}”.`);
        return;
      }
      const record = await create.mutateAsync({
        params: { field_definition_id: definitionId },
        body: {
          attributes: {
            ...(attributes as CreateBody<typeof FIELD_OPTIONS>['attributes']),
            sequence,
          },
        },
      });
      form.reset();
      onSaved(`Added “${record.attributes.value}”.`);
    });
  };

  const valueField = fields[0];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty()} />
      <Stack gap="sm">
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="The option was not saved">
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        <div ref={inputArea}>
          {valueField && (
            <CatalogFieldInput
              field={valueField}
              form={form}
              label={editing ? `New value for “${editing.attributes.value}”` : 'New option'}
            />
          )}
        </div>
        <Group justify="flex-end" gap="sm">
          {editing && (
            <Button variant="default" onClick={onCancelEdit} disabled={pending}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={pending}>
            {editing ? 'Save option' : 'Add option'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
