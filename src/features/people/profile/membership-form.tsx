import { Select } from '@mantine/core';

import type { CreateBody, RecordOf, UpdateBody } from '../../../api/client-types';
import { useApiCreate, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm, type CatalogFormValues } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { PersonFormFrame } from './person-form-frame';
import { useAllRecords } from './person-all-records';

export const MEMBERSHIPS = '/people/v2/people/{person_id}/household_memberships';
const CREATE = '/people/v2/households/{household_id}/household_memberships';
const UPDATE = '/people/v2/people/{person_id}/household_memberships/{id}';

export type MembershipRecord = RecordOf<typeof MEMBERSHIPS, 'household'>;

const onlyPending = ['pending'] as const;
// A person added to a household waits as pending until someone confirms them.
const newMembership = { pending: true };
const householdPicker = { household: '' };
// The member is named as the relationship person; its 422 ("already a member of this
// household") is about the household chosen.
const errorFields = { person: 'household' } as const;
const labels = { pending: 'Pending' };
const pendingDescription = 'Waiting to be confirmed as a member of the household.';

export interface MembershipFormProps {
  personId: string;
  /** The membership to change; absent to add the person to a household. */
  membership?: MembershipRecord;
  /** Households the person already belongs to, which are not offered again. */
  joinedHouseholdIds: readonly string[];
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Adds the person to a household (pending by default) or changes a membership's pending. */
export function MembershipForm(props: MembershipFormProps) {
  return props.membership ? (
    <EditMembership {...props} membership={props.membership} />
  ) : (
    <AddMembership {...props} />
  );
}

function AddMembership({ personId, joinedHouseholdIds, onSaved, onCancel }: MembershipFormProps) {
  const households = useAllRecords(
    '/people/v2/households',
    { order: 'name' },
    { staleTime: 60_000 },
  );
  const choices = (households.data ?? [])
    .filter((household) => !joinedHouseholdIds.includes(household.id))
    .map((household) => ({
      value: household.id,
      label: `${household.attributes.name} (${household.attributes.member_count} ${
        household.attributes.member_count === 1 ? 'member' : 'members'
      })`,
    }));
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'POST',
    path: CREATE,
    initial: newMembership,
    only: onlyPending,
    labels,
    extraValues: householdPicker,
    validate: (values: CatalogFormValues) => ({
      household: values.household === '' ? 'Choose a household' : undefined,
    }),
    errorFields,
  });
  const create = useApiCreate(CREATE);

  const save = async () => {
    const householdId = String(form.getValues().household);
    const name = choices.find((choice) => choice.value === householdId)?.label ?? 'the household';
    const saved = await submit((attributes) =>
      create.mutateAsync({
        params: { household_id: householdId },
        body: {
          attributes: attributes as CreateBody<typeof CREATE>['attributes'],
          relationships: { person: { data: { type: 'Person', id: personId } } },
        },
      }),
    );
    if (saved) onSaved(`Added to ${name.replace(/ \(\d+ members?\)$/, '')}.`);
  };

  const householdError = form.errors.household;
  return (
    <PersonFormFrame
      title="Add to a household"
      submitLabel="Add to household"
      onSubmit={save}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <Select
        key={form.key('household')}
        label="Household"
        withAsterisk
        searchable
        nothingFoundMessage="No household has that name"
        placeholder={households.isPending ? 'Loading households…' : 'Type to search'}
        disabled={households.isError}
        data={choices}
        value={String(form.getValues().household) || null}
        onChange={(value) => form.setFieldValue('household', value ?? '')}
        error={
          householdError ??
          (households.isError ? 'The households could not be loaded; try again later.' : undefined)
        }
      />
      {fields.map((field) => (
        <CatalogFieldInput
          key={field.name}
          field={field}
          form={form}
          description={pendingDescription}
        />
      ))}
    </PersonFormFrame>
  );
}

function EditMembership({
  personId,
  membership,
  onSaved,
  onCancel,
}: MembershipFormProps & { membership: MembershipRecord }) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: 'PATCH',
    path: UPDATE,
    initial: membership.attributes,
    only: onlyPending,
    labels,
  });
  const update = useApiUpdate(UPDATE);
  const householdName = membership.related.household?.attributes.name ?? 'the household';

  const save = async () => {
    let changed = true;
    const saved = await submit(async (attributes) => {
      changed = Object.keys(attributes).length > 0;
      if (!changed) return;
      await update.mutateAsync({
        params: { person_id: personId, id: membership.id },
        body: { attributes: attributes as UpdateBody<typeof UPDATE>['attributes'] },
      });
    });
    if (saved) onSaved(changed ? `Membership of ${householdName} saved.` : 'Nothing changed.');
  };

  return (
    <PersonFormFrame
      title={`Membership of ${householdName}`}
      submitLabel="Save membership"
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
          description={pendingDescription}
        />
      ))}
    </PersonFormFrame>
  );
}
