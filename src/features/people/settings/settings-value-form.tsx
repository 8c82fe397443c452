import { Alert, Button, Group, List, Skeleton, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';

import { useApiCreate, useApiRecord, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { QueryError } from '../../../ui/query-error';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import {
  valueKindText,
  valueListPath,
  valuePaths,
  type ValueKind,
  type ValueRecord,
} from './settings-value-kinds';

const valueOnly = ['value'] as const;
// A marital status or a name prefix is one short line.
const maxLengths = { value: 100 } as const;

interface FormProps {
  kind: ValueKind;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** The one-field form of a settings value: new (no `record`) or an edit of `record`. */
function ValueForm({ kind, record, onSaved, onCancel }: FormProps & { record?: ValueRecord }) {
  const paths = valuePaths[kind];
  const text = valueKindText[kind];
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: record ? 'PATCH' : 'POST',
    path: record ? paths.record : paths.list,
    initial: record?.attributes,
    only: valueOnly,
    required: valueOnly,
    maxLengths,
  });
  const create = useApiCreate(paths.list);
  const update = useApiUpdate(paths.record);
  const [savedMessage, setSavedMessage] = useState<string>();
  const pending = create.isPending || update.isPending;

  // Leaves only after the guard has seen that nothing is unsaved any more.
  useEffect(() => {
    if (savedMessage !== undefined) onSaved(savedMessage);
  }, [savedMessage, onSaved]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    await submit(async (attributes) => {
      const value = typeof attributes.value === 'string' ? attributes.value : '';
      if (record) {
        const saved = await update.mutateAsync({
          params: { id: record.id },
          body: { attributes: { value } },
        });
        setSavedMessage(`Changed “${record.attributes.value}” to “${saved.attributes.value}”.`);
      } else {
        const saved = await create.mutateAsync({ params: {}, body: { attributes: { value } } });
        setSavedMessage(`Added the ${text.singular} “${saved.attributes.value}”.`);
      }
    });
  };

  const field = fields[0];
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard dirty={savedMessage === undefined && form.isDirty()} />
      <Stack gap="md">
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" role="alert" title="Not saved">
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {field && (
          <CatalogFieldInput
            field={field}
            form={form}
            description={`For example “${text.example}”.`}
          />
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={pending}
            disabled={record !== undefined && !form.isDirty()}
          >
            {record ? 'Save' : 'Add'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditValueForm({ id, ...props }: FormProps & { id: string }) {
  const query = useApiRecord(valueListPath(props.kind), { id });
  if (query.isError) {
    return <QueryError error={query.error} what="the value" onRetry={() => void query.refetch()} />;
  }
  const record = query.data as ValueRecord | null | undefined;
  if (!record) return <Skeleton height={120} role="status" aria-label="Loading the value" />;
  return <ValueForm {...props} record={record} />;
}

/** The body of the add / edit dialog. */
export function SettingsValueForm({ id, ...props }: FormProps & { id?: string }) {
  return id === undefined ? <ValueForm {...props} /> : <EditValueForm id={id} {...props} />;
}
