import { Alert, Button, Group, List, NativeSelect, Stack } from '@mantine/core';
import { useEffect, useState, type FormEvent } from 'react';

import type { CreateBody } from '../../../api/client-types';
import { useApiCreate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { UnsavedChangesGuard } from '../../../ui/unsaved-changes-guard';
import { HouseholdPeoplePicker, type PersonChoice } from './household-people-picker';

const HOUSEHOLDS = '/people/v2/households';
const nameOnly = ['name'] as const;
const labels = { name: 'Household name' } as const;

interface Problems {
  people?: string;
  primaryContact?: string;
}

export interface CreatedHousehold {
  id: string;
  name: string;
}

/**
 * A new household: its name, its people and which of them is the primary contact. The people
 * and the contact go as the relationships the create payload requires; the service makes one
 * membership per person.
 */
export function HouseholdCreateForm({
  onCreated,
  onCancel,
}: {
  onCreated: (household: CreatedHousehold) => void;
  onCancel: () => void;
}) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'POST',
    path: HOUSEHOLDS,
    only: nameOnly,
    labels,
  });
  const create = useApiCreate(HOUSEHOLDS);
  const [people, setPeople] = useState<PersonChoice[]>([]);
  const [chosenContact, setChosenContact] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const [created, setCreated] = useState<CreatedHousehold>();

  // The contact follows the people: the first one until someone else is chosen.
  const primaryContact = people.some((person) => person.id === chosenContact)
    ? chosenContact
    : (people[0]?.id ?? '');
  const dirty = created === undefined && (form.isDirty() || people.length > 0);

  // Leaves only after the guard has seen that nothing is unsaved any more.
  useEffect(() => {
    if (created) onCreated(created);
  }, [created, onCreated]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {
      people: people.length === 0 ? 'Choose at least one person' : undefined,
      primaryContact:
        people.length > 0 && primaryContact === '' ? 'Choose the primary contact' : undefined,
    };
    setProblems(found);
    if (found.people !== undefined || found.primaryContact !== undefined) {
      form.validate();
      return;
    }
    await submit(async (attributes) => {
      const record = await create.mutateAsync({
        params: {},
        body: {
          attributes: attributes as CreateBody<typeof HOUSEHOLDS>['attributes'],
          relationships: {
            people: { data: people.map((person) => ({ type: 'Person', id: person.id })) },
            primary_contact: { data: { type: 'Person', id: primaryContact } },
          },
        },
      });
      setCreated({ id: record.id, name: record.attributes.name });
    });
  };

  const nameField = fields.find((field) => field.name === 'name');
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <UnsavedChangesGuard dirty={dirty} />
      <Stack gap="md">
        {generalErrors.length > 0 && (
          <Alert color="red" variant="light" title="The household was not created" role="alert">
            <List size="sm">
              {generalErrors.map((message) => (
                <List.Item key={message}>{message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {nameField && (
          <CatalogFieldInput
            field={nameField}
            form={form}
            description="Usually the family name, e.g. “Lee Household”."
          />
        )}
        <HouseholdPeoplePicker
          value={people}
          onChange={(next) => {
            setPeople(next);
            setProblems((current) => ({ ...current, people: undefined }));
          }}
          error={problems.people}
        />
        <NativeSelect
          label="Primary contact"
          description="The person the church contacts first about this household."
          withAsterisk
          disabled={people.length === 0}
          data={
            people.length === 0
              ? [{ value: '', label: 'Choose people first' }]
              : people.map((person) => ({ value: person.id, label: person.name }))
          }
          value={primaryContact}
          onChange={(event) => setChosenContact(event.currentTarget.value)}
          error={problems.primaryContact}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create household
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
