import { Select } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import {
  extraValuePath,
  type CatalogFormValues,
} from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const words = useMemo(
    () => ({
      labels: { pending: t('people.memberships.pending') },
      descriptions: { pending: t('people.memberships.pendingDescription') },
    }),
    [t],
  );
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
      ? { only: onlyPending, labels: words.labels }
      : {
          only: onlyPending,
          labels: words.labels,
          extraValues: householdPicker,
          validate: (values: CatalogFormValues) => ({
            household:
              values.household === '' ? t('people.memberships.chooseHousehold') : undefined,
          }),
          errorFields,
        },
  );
  const householdError = form.errors.household;
  const householdName =
    membership?.related.household?.attributes.name ?? t('people.memberships.theHousehold');
  return (
    <FormFrame
      title={
        membership
          ? t('people.memberships.title', { household: householdName })
          : t('people.memberships.addTitle')
      }
      submitLabel={membership ? t('people.memberships.save') : t('people.memberships.add')}
      onSubmit={async () => {
        if (membership) {
          const saved = await save();
          if (saved) {
            onSaved(
              savedMessage(t, saved.outcome, 'people.memberships.saved', {
                household: householdName,
              }),
            );
          }
          return;
        }
        const householdId = String(form.getValues().household);
        const name = households.data?.find((h) => h.id === householdId)?.attributes.name;
        const saved = await save({ household_id: householdId });
        if (saved) {
          onSaved(
            t('people.memberships.added', {
              household: name ?? t('people.memberships.theHousehold'),
            }),
          );
        }
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      {!membership && (
        <Select
          key={form.key('household')}
          label={t('people.memberships.household')}
          withAsterisk
          searchable
          nothingFoundMessage={t('people.memberships.noneFound')}
          placeholder={
            households.isPending
              ? t('people.memberships.loadingHouseholds')
              : t('people.memberships.typeToSearch')
          }
          description={
            detailsPending
              ? t('people.memberships.findingApart')
              : t('people.memberships.sameNameHint')
          }
          disabled={households.isError}
          data={choices}
          value={String(form.getValues().household) || null}
          onChange={(value) => form.setFieldValue('household', value ?? '')}
          error={
            householdError ?? (households.isError ? t('people.memberships.loadFailed') : undefined)
          }
          data-path={extraValuePath(form, 'household')}
        />
      )}
      <CatalogFields fields={fields} form={form} descriptions={words.descriptions} />
    </FormFrame>
  );
}
