import { Alert, Button, Group, List, NativeSelect, Paper, Stack, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';

import type { RecordOf, UpdateBody } from '../../../api/client-types';
import { useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';

const HOUSEHOLD = '/people/v2/households/{id}';
const editable = ['name', 'primary_contact_id'] as const;
const labels = { name: 'Household name', primary_contact_id: 'Primary contact' } as const;

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
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'PATCH',
    path: HOUSEHOLD,
    initial: household.attributes,
    only: editable,
    labels,
    required: editable,
  });
  const update = useApiUpdate(HOUSEHOLD);
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

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    const ok = await submit((attributes) =>
      update.mutateAsync({
        params: { id: household.id },
        body: { attributes: attributes as UpdateBody<typeof HOUSEHOLD>['attributes'] },
      }),
    );
    setSaved(ok);
  };

  const nameField = fields.find((field) => field.name === 'name');
  const contactError = form.errors.primary_contact_id;
  return (
    <Paper withBorder p="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <UnsavedChangesGuard dirty={dirty && !leaving} />
        <Stack gap="md" maw={560}>
          <Title order={2} size="h4">
            Details
          </Title>
          {generalErrors.length > 0 && (
            <Alert color="red" variant="light" title="The changes were not saved" role="alert">
              <List size="sm">
                {generalErrors.map((message) => (
                  <List.Item key={message}>{message}</List.Item>
                ))}
              </List>
            </Alert>
          )}
          {saved && !dirty && (
            <Alert color="teal" variant="light" role="status" title="Saved">
              The household’s details were saved.
            </Alert>
          )}
          {nameField && <CatalogFieldInput field={nameField} form={form} />}
          <NativeSelect
            label="Primary contact"
            description="Must be one of the household’s members."
            data={members}
            key={form.key('primary_contact_id')}
            {...form.getInputProps('primary_contact_id')}
            error={typeof contactError === 'string' ? contactError : undefined}
          />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="default"
              disabled={!dirty || update.isPending}
              onClick={() => {
                form.reset();
                setSaved(false);
              }}
            >
              Undo changes
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!dirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
