import { Skeleton } from '@mantine/core';

import { useApiRecord } from '../../../lib/browser/api-query/api-queries';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import { FormFrame, useLeaveAfterSave } from '../../../ui/resource-view/form-frame';
import { valueKind, type ValueKind, type ValueRecord } from './settings-value-kinds';

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
  const t = useT();
  const { definite, example, create, record: recordPath } = valueKind(kind, t);
  const { form, fields, generalErrors, save } = useResourceForm(
    record
      ? { method: 'PATCH', path: recordPath, params: { id: record.id }, initial: record.attributes }
      : { method: 'POST', path: create, params: {} },
    { only: valueOnly, required: valueOnly, maxLengths },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onSaved);
  return (
    <FormFrame
      onSubmit={async () => {
        const value = (await save())?.record?.attributes.value;
        if (value === undefined) return;
        leaveWith(
          record
            ? t('people.settings.changed', { from: record.attributes.value, to: String(value) })
            : t('people.settings.added', { thing: definite, value: String(value) }),
        );
      }}
      generalErrors={generalErrors}
      dirty={!saved && form.isDirty()}
      submitLabel={record ? t('people.settings.save') : t('people.settings.add')}
      submitDisabled={record !== undefined && !form.isDirty()}
      onCancel={onCancel}
    >
      <CatalogFields
        fields={fields}
        form={form}
        descriptions={{ value: t('people.settings.forExample', { example }) }}
      />
    </FormFrame>
  );
}

/** The body of the add / edit dialog: the form, once the edited value (`id`) has loaded. */
export function SettingsValueForm({ id, ...props }: FormProps & { id?: string }) {
  const t = useT();
  const path = valueKind(props.kind, t).list;
  const query = useApiRecord(path, { id: id ?? '' }, { enabled: id !== undefined });
  if (id === undefined) return <ValueForm {...props} />;
  if (query.isError) {
    return (
      <QueryError
        error={query.error}
        what={t('people.settings.theValue')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const record = query.data as ValueRecord | null | undefined;
  if (!record) {
    return <Skeleton height={120} role="status" aria-label={t('people.settings.loadingValue')} />;
  }
  return <ValueForm {...props} record={record} />;
}
