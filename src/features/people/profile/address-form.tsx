import type { RecordOf } from '../../../api/client-types';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import { addressMaxLengths, addressProblems } from './address-rules';
import { savedMessage } from './saved-message';

export const ADDRESSES = '/people/v2/people/{person_id}/addresses';

export type AddressRecord = RecordOf<typeof ADDRESSES>;

const fieldOrder = ['street', 'city', 'state', 'zip', 'location', 'primary'] as const;
const newAddress = { location: 'Home' };
const labels: Record<string, string> = {
  state: 'State or region',
  zip: 'ZIP or postal code',
  location: 'Label',
};
const descriptions: Record<string, string> = {
  street: 'A street or a city is needed.',
  primary: 'The address letters and statements go to; only one address is primary.',
};

export interface AddressFormProps extends SectionFormProps {
  personId: string;
  /** The address to edit; absent to add one. */
  address?: AddressRecord;
}

/** Adds or edits one of a person's addresses (fields from the catalog's address writes). */
export function AddressForm({ personId, address, onSaved, onCancel }: AddressFormProps) {
  const { form, fields, generalErrors, save } = useResourceForm(
    address
      ? {
          method: 'PATCH',
          path: `${ADDRESSES}/{id}`,
          params: { person_id: personId, id: address.id },
          initial: address.attributes,
        }
      : { method: 'POST', path: ADDRESSES, params: { person_id: personId }, initial: newAddress },
    {
      only: fieldOrder,
      labels,
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
      title={address ? 'Edit address' : 'Add an address'}
      submitLabel={address ? 'Save address' : 'Add address'}
      onSubmit={async () => {
        const saved = await save();
        if (saved) onSaved(savedMessage(saved.outcome, 'Address'));
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <CatalogFields
        fields={fields}
        form={form}
        descriptions={descriptions}
        twoColumns
        wide={['street']}
      />
    </FormFrame>
  );
}
