import { NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';

import { extraValuePath } from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame, useLeaveAfterSave } from '../../../ui/resource-view/form-frame';
import { HouseholdPeoplePicker, type PersonChoice } from './household-people-picker';

const nameOnly = ['name'] as const;
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
  const t = useT();
  const labels = useMemo(() => ({ name: t('people.households.fields.name') }), [t]);
  const [people, setPeople] = useState<PersonChoice[]>([]);
  const [chosenContact, setChosenContact] = useState('');
  // The contact follows the people: the first one until someone else is chosen.
  const primaryContact = people.some((person) => person.id === chosenContact)
    ? chosenContact
    : (people[0]?.id ?? '');
  const { form, fields, generalErrors, save } = useResourceForm(
    {
      method: 'POST',
      path: '/people/v2/households',
      params: {},
      relationships: {
        people: { data: people.map((person) => ({ type: 'Person', id: person.id })) },
        primary_contact: { data: { type: 'Person', id: primaryContact } },
      },
    },
    {
      only: nameOnly,
      labels,
      maxLengths,
      extraValues: peopleValue,
      validate: (values) => ({
        people: values.people === '' ? t('people.households.fields.choosePeople') : undefined,
      }),
    },
  );
  const { saved, leaveWith } = useLeaveAfterSave(onCreated);

  const peopleError = form.errors.people;
  return (
    <FormFrame
      onSubmit={async () => {
        const record = (await save())?.record;
        if (record) leaveWith({ id: record.id, name: String(record.attributes.name) });
      }}
      generalErrors={generalErrors}
      errorTitle={t('people.households.notCreated')}
      dirty={!saved && (form.isDirty() || people.length > 0)}
      submitLabel={t('people.households.create')}
      onCancel={onCancel}
    >
      <CatalogFields
        fields={fields}
        form={form}
        descriptions={{ name: t('people.households.fields.nameDescription') }}
      />
      <HouseholdPeoplePicker
        value={people}
        onChange={(next) => {
          setPeople(next);
          form.setFieldValue('people', next.map((person) => person.id).join(' '));
        }}
        error={typeof peopleError === 'string' ? peopleError : undefined}
        dataPath={extraValuePath(form, 'people')}
      />
      <NativeSelect
        label={t('people.memberships.primaryContact')}
        description={t('people.households.fields.newContactDescription')}
        withAsterisk
        disabled={people.length === 0}
        data={
          people.length === 0
            ? [{ value: '', label: t('people.households.fields.choosePeopleFirst') }]
            : people.map((person) => ({ value: person.id, label: person.name }))
        }
        value={primaryContact}
        onChange={(event) => setChosenContact(event.currentTarget.value)}
      />
    </FormFrame>
  );
}
