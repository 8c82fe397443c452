import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import { addressMaxLengths, addressProblems } from './address-rules';
import { savedMessage } from './saved-message';

export const ADDRESSES = '/people/v2/people/{person_id}/addresses';

export type AddressRecord = RecordOf<typeof ADDRESSES>;

const fieldOrder = ['street', 'city', 'state', 'zip', 'location', 'primary'] as const;

export interface AddressFormProps extends SectionFormProps {
  personId: string;
  /** The address to edit; absent to add one. */
  address?: AddressRecord;
}

/** Adds or edits one of a person's addresses (fields from the catalog's address writes). */
export function AddressForm({ personId, address, onSaved, onCancel }: AddressFormProps) {
  const t = useT();
  const words = useMemo(
    () => ({
      // A new address's label, which staff may change ("Home", "Work").
      newAddress: { location: t('people.addresses.defaultLocation') },
      labels: {
        state: t('people.addresses.fields.state'),
        zip: t('people.addresses.fields.zip'),
        location: t('people.addresses.fields.location'),
      },
      descriptions: {
        street: t('people.addresses.fields.streetDescription'),
        primary: t('people.addresses.fields.primaryDescription'),
      },
    }),
    [t],
  );
  const { form, fields, generalErrors, save } = useResourceForm(
    address
      ? {
          method: 'PATCH',
          path: `${ADDRESSES}/{id}`,
          params: { person_id: personId, id: address.id },
          initial: address.attributes,
        }
      : {
          method: 'POST',
          path: ADDRESSES,
          params: { person_id: personId },
          initial: words.newAddress,
        },
    {
      only: fieldOrder,
      labels: words.labels,
      maxLengths: addressMaxLengths,
      validate: (values, t) =>
        addressProblems(t, {
          street: String(values.street ?? ''),
          city: String(values.city ?? ''),
          state: String(values.state ?? ''),
          zip: String(values.zip ?? ''),
        }),
    },
  );
  return (
    <FormFrame
      title={address ? t('people.addresses.editTitle') : t('people.addresses.addTitle')}
      submitLabel={address ? t('people.addresses.save') : t('people.addresses.add')}
      onSubmit={async () => {
        const saved = await save();
        if (saved) onSaved(savedMessage(t, saved.outcome, 'people.addresses.saved'));
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <CatalogFields
        fields={fields}
        form={form}
        descriptions={words.descriptions}
        twoColumns
        wide={['street']}
      />
    </FormFrame>
  );
}
