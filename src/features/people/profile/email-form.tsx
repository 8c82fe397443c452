import type { RecordOf } from '../../../api/client-types';
import type { CatalogFormValues } from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import { emailAddressProblem } from './email-rules';
import { savedMessage } from './saved-message';

export type EmailRecord = RecordOf<'/people/v2/emails'>;

const fieldOrder = ['address', 'location', 'primary'] as const;
const alwaysRequired = ['address'] as const;
const newEmail = { location: 'Home' };
const labels: Record<string, string> = { address: 'E-mail address', location: 'Label' };
const descriptions: Record<string, string> = {
  primary: 'The address messages go to; only one address is primary.',
};

export interface EmailFormProps extends SectionFormProps {
  personId: string;
  email?: EmailRecord;
  /** The person's other addresses, which this one must not repeat. */
  otherAddresses: readonly string[];
}

/** Adds or edits one of a person's e-mail addresses. */
export function EmailForm({ personId, email, otherAddresses, onSaved, onCancel }: EmailFormProps) {
  const { form, fields, generalErrors, save } = useResourceForm(
    email
      ? {
          method: 'PATCH',
          path: '/people/v2/emails/{id}',
          params: { id: email.id },
          initial: email.attributes,
        }
      : {
          method: 'POST',
          path: '/people/v2/people/{person_id}/emails',
          params: { person_id: personId },
          initial: newEmail,
        },
    {
      only: fieldOrder,
      labels,
      required: alwaysRequired,
      validate: (values: CatalogFormValues, t) => ({
        address: emailAddressProblem(t, String(values.address ?? ''), otherAddresses),
      }),
    },
  );
  return (
    <FormFrame
      title={email ? 'Edit e-mail address' : 'Add an e-mail address'}
      submitLabel={email ? 'Save e-mail address' : 'Add e-mail address'}
      onSubmit={async () => {
        const saved = await save();
        if (saved) onSaved(savedMessage(saved.outcome, 'E-mail address'));
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <CatalogFields fields={fields} form={form} descriptions={descriptions} twoColumns />
    </FormFrame>
  );
}
