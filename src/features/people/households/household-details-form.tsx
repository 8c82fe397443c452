import { Alert, NativeSelect, Paper, Title } from '@mantine/core';
import { useMemo, useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';

const editable = ['name', 'primary_contact_id'] as const;

export type HouseholdWithPeople = RecordOf<'/people/v2/households', 'people'>;

/**
 * Renames the household and changes its primary contact (primary_contact_id, which must be one
 * of its members). Only what changed is sent.
 */
export function HouseholdDetailsForm({
  household,
  leaving = false,
}: {
  household: HouseholdWithPeople;
  /** The household is being deleted: its unsaved edits no longer matter. */
  leaving?: boolean;
}) {
  const t = useT();
  const labels = useMemo(
    () => ({
      name: t('people.households.fields.name'),
      primary_contact_id: t('people.memberships.primaryContact'),
    }),
    [t],
  );
  const { form, fields, generalErrors, save } = useResourceForm(
    {
      method: 'PATCH',
      path: '/people/v2/households/{id}',
      params: { id: household.id },
      initial: household.attributes,
    },
    { only: editable, labels, required: editable },
  );
  const [saved, setSaved] = useState(false);
  const dirty = form.isDirty();

  const members = household.related.people.map((person) => ({
    value: person.id,
    label: person.attributes.name,
  }));
  const contactId = String(household.attributes.primary_contact_id);
  if (!members.some((member) => member.value === contactId)) {
    members.unshift({ value: contactId, label: household.attributes.primary_contact_name });
  }

  const nameField = fields.find((field) => field.name === 'name');
  const contactError = form.errors.primary_contact_id;
  const contactInput = form.getInputProps('primary_contact_id');
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="md">
        {t('people.households.details')}
      </Title>
      <FormFrame
        onSubmit={async () => {
          setSaved(false);
          setSaved((await save()) !== undefined);
        }}
        generalErrors={generalErrors}
        errorTitle={t('people.notSaved')}
        dirty={dirty && !leaving}
        status={
          saved &&
          !dirty && (
            <Alert color="teal" variant="light" role="status" title={t('people.saved')}>
              {t('people.households.detailsSaved')}
            </Alert>
          )
        }
        submitLabel={t('people.saveChanges')}
        submitDisabled={!dirty}
        cancelLabel={t('people.undoChanges')}
        cancelDisabled={!dirty}
        onCancel={() => {
          form.reset();
          setSaved(false);
        }}
        maw={560}
      >
        {nameField && <CatalogFieldInput field={nameField} form={form} />}
        <NativeSelect
          label={t('people.memberships.primaryContact')}
          description={t('people.households.fields.contactDescription')}
          data={members}
          key={form.key('primary_contact_id')}
          {...contactInput}
          error={typeof contactError === 'string' ? contactError : undefined}
        />
      </FormFrame>
    </Paper>
  );
}
