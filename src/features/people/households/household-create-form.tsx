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
const maxLengths = { name: 100 } as const;
/** The chosen people's ids, space-separated: a form value so it is checked with the name. */
const peopleValue = { people: '' } as const;

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
    maxLengths,
    extraValues: peopleValue,
    validate: (values) => ({
      people: values.people === '' ? 'Choose at least one person' : undefined,
    }),
  });
  const create = useApiCreate(HOUSEHOLDS);
  const [people, setPeople] = useState<PersonChoice[]>([]);
  const [chosenContact, setChosenContact] = useState('');
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
  const peopleError = form.errors.people;
  // The picker holds people, not text: it takes only the form's name for its input.
  const peopleInput = form.getInputProps('people');
  const peoplePath = 'data-path' in peopleInput ? String(peopleInput['data-path']) : undefined;
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
            form.setFieldValue('people', next.map((person) => person.id).join(' '));
          }}
          error={typeof peopleError === 'string' ? peopleError : undefined}
          dataPath={peoplePath}
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
