import { SimpleGrid } from '@mantine/core';

import type { RecordOf, UpdateBody, CreateBody } from '../../../api/client-types';
import { useApiCreate, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { addressMaxLengths, addressProblems } from './address-rules';
import { PersonFormFrame } from './person-form-frame';

export const ADDRESSES = '/people/v2/people/{person_id}/addresses';
const CREATE = '/people/v2/people/{person_id}/addresses';
const UPDATE = '/people/v2/people/{person_id}/addresses/{id}';

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

export interface AddressFormProps {
  personId: string;
  /** The address to edit; absent to add one. */
  address?: AddressRecord;
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Adds or edits one of a person's addresses (fields from the catalog's address writes). */
export function AddressForm({ personId, address, onSaved, onCancel }: AddressFormProps) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: address ? 'PATCH' : 'POST',
    path: address ? UPDATE : CREATE,
    initial: address?.attributes ?? newAddress,
    only: fieldOrder,
    labels,
    maxLengths: addressMaxLengths,
    validate: (values) =>
      addressProblems({
        street: String(values.street ?? ''),
        city: String(values.city ?? ''),
        state: String(values.state ?? ''),
        zip: String(values.zip ?? ''),
      }),
  });
  const create = useApiCreate(CREATE);
  const update = useApiUpdate(UPDATE);

  const save = async () => {
    let changed = true;
    const saved = await submit(async (attributes) => {
      if (address) {
        changed = Object.keys(attributes).length > 0;
        if (!changed) return;
        await update.mutateAsync({
          params: { person_id: personId, id: address.id },
          body: { attributes: attributes as UpdateBody<typeof UPDATE>['attributes'] },
        });
      } else {
        await create.mutateAsync({
          params: { person_id: personId },
          body: { attributes: attributes as CreateBody<typeof CREATE>['attributes'] },
        });
      }
    });
    if (saved)
      onSaved(!address ? 'Address added.' : changed ? 'Address saved.' : 'Nothing changed.');
  };

  return (
    <PersonFormFrame
      title={address ? 'Edit address' : 'Add an address'}
      submitLabel={address ? 'Save address' : 'Add address'}
      onSubmit={save}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((field) => (
          <div
            key={field.name}
            style={field.name === 'street' ? { gridColumn: '1 / -1' } : undefined}
          >
            <CatalogFieldInput field={field} form={form} description={descriptions[field.name]} />
          </div>
        ))}
      </SimpleGrid>
    </PersonFormFrame>
  );
}
