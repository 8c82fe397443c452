import { Select } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { CatalogFormValues } from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import { useHouseholdChoices } from './household-choices';
import { savedMessage } from './saved-message';

export const MEMBERSHIPS = '/people/v2/people/{person_id}/household_memberships';
const CREATE = '/people/v2/households/{household_id}/household_memberships';
const UPDATE = '/people/v2/people/{person_id}/household_memberships/{id}';

export type MembershipRecord = RecordOf<typeof MEMBERSHIPS, 'household'>;

const onlyPending = ['pending'] as const;
// Staff adding a person know them: the person is a member at once, unless staff choose to
// have them wait as pending (D135).
const newMembership = { pending: false };
const householdPicker = { household: '' };
// The member is named as the relationship person; its 422 ("already a member of this
// household") is about the household chosen.
const errorFields = { person: 'household' } as const;
const labels = { pending: 'Pending' };
const pendingDescription = {
  pending: 'On while they wait to be confirmed as a member of the household.',
};

export interface MembershipFormProps extends SectionFormProps {
  personId: string;
  /** The membership to change; absent to add the person to a household. */
  membership?: MembershipRecord;
  /** Households the person already belongs to, which are not offered again. */
  joinedHouseholdIds: readonly string[];
}

/** Adds the person to a household (confirmed by default) or changes a membership's pending. */
export function MembershipForm({
  personId,
  membership,
  joinedHouseholdIds,
  onSaved,
  onCancel,
}: MembershipFormProps) {
  // Only a new membership chooses its household.
  const { households, choices, detailsPending } = useHouseholdChoices(
    membership === undefined,
    joinedHouseholdIds,
  );
  const { form, fields, generalErrors, save } = useResourceForm(
    membership
      ? {
          method: 'PATCH',
          path: UPDATE,
          params: { person_id: personId, id: membership.id },
          initial: membership.attributes,
        }
      : {
          method: 'POST',
          path: CREATE,
          // The household is the form's choice: the path is built when it is sent.
          params: { household_id: '' },
          relationships: { person: { data: { type: 'Person', id: personId } } },
          initial: newMembership,
        },
    membership
      ? { only: onlyPending, labels }
      : {
          only: onlyPending,
          labels,
          extraValues: householdPicker,
          validate: (values: CatalogFormValues) => ({
            household: values.household === '' ? 'Choose a household' : undefined,
          }),
          errorFields,
        },
  );
  const householdError = form.errors.household;
  const householdName = membership?.related.household?.attributes.name ?? 'the household';
  return (
    <FormFrame
      title={membership ? `Membership of ${householdName}` : 'Add to a household'}
      submitLabel={membership ? 'Save membership' : 'Add to household'}
      onSubmit={async () => {
        if (membership) {
          const saved = await save();
          if (saved) onSaved(savedMessage(saved.outcome, `Membership of ${householdName}`));
          return;
        }
        const householdId = String(form.getValues().household);
        const name = households.data?.find((h) => h.id === householdId)?.attributes.name;
        const saved = await save({ household_id: householdId });
        if (saved) onSaved(`Added to ${name ?? 'the household'}.`);
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      {!membership && (
        <Select
          key={form.key('household')}
          label="Household"
          withAsterisk
          searchable
          nothingFoundMessage="No household has that name"
          placeholder={households.isPending ? 'Loading households…' : 'Type to search'}
          description={
            detailsPending
              ? 'Finding what sets households of the same name apart…'
              : 'Households of the same name show their members and city.'
          }
          disabled={households.isError}
          data={choices}
          value={String(form.getValues().household) || null}
          onChange={(value) => form.setFieldValue('household', value ?? '')}
          error={
            householdError ??
            (households.isError
              ? 'The households could not be loaded; try again later.'
              : undefined)
          }
        />
      )}
      <CatalogFields fields={fields} form={form} descriptions={pendingDescription} />
    </FormFrame>
  );
}
