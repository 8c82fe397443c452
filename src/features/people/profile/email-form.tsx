import { SimpleGrid } from '@mantine/core';

import type { CreateBody, RecordOf, UpdateBody } from '../../../api/client-types';
import { useApiCreate, useApiUpdate } from '../../../lib/api-query/api-queries';
import { useCatalogForm, type CatalogFormValues } from '../../../lib/forms/use-catalog-form';
import { CatalogFieldInput } from '../../../ui/catalog-field-input';
import { emailAddressProblem } from './email-rules';
import { PersonFormFrame } from './person-form-frame';

const CREATE = '/people/v2/people/{person_id}/emails';
const UPDATE = '/people/v2/emails/{id}';

export type EmailRecord = RecordOf<'/people/v2/emails'>;

const fieldOrder = ['address', 'location', 'primary'] as const;
const alwaysRequired = ['address'] as const;
const newEmail = { location: 'Home' };
const labels: Record<string, string> = { address: 'E-mail address', location: 'Label' };
const descriptions: Record<string, string> = {
  primary: 'The address messages go to; only one address is primary.',
};

export interface EmailFormProps {
  personId: string;
  email?: EmailRecord;
  /** The person's other addresses, which this one must not repeat. */
  otherAddresses: readonly string[];
  onSaved: (message: string) => void;
  onCancel: () => void;
}

/** Adds or edits one of a person's e-mail addresses. */
export function EmailForm({ personId, email, otherAddresses, onSaved, onCancel }: EmailFormProps) {
  const { form, fields, generalErrors, submit } = useCatalogForm({
    method: email ? 'PATCH' : 'POST',
    path: email ? UPDATE : CREATE,
    initial: email?.attributes ?? newEmail,
    only: fieldOrder,
    labels,
    required: alwaysRequired,
    validate: (values: CatalogFormValues) => ({
      address: emailAddressProblem(String(values.address ?? ''), otherAddresses),
    }),
  });
  const create = useApiCreate(CREATE);
  const update = useApiUpdate(UPDATE);

  const save = async () => {
    let changed = true;
    const saved = await submit(async (attributes) => {
      if (email) {
        changed = Object.keys(attributes).length > 0;
        if (!changed) return;
        await update.mutateAsync({
          params: { id: email.id },
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
      onSaved(
        !email ? 'E-mail address added.' : changed ? 'E-mail address saved.' : 'Nothing changed.',
      );
  };

  return (
    <PersonFormFrame
      title={email ? 'Edit e-mail address' : 'Add an e-mail address'}
      submitLabel={email ? 'Save e-mail address' : 'Add e-mail address'}
      onSubmit={save}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {fields.map((field) => (
          <CatalogFieldInput
            key={field.name}
            field={field}
            form={form}
            description={descriptions[field.name]}
          />
        ))}
      </SimpleGrid>
    </PersonFormFrame>
  );
}
