import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { CatalogFormValues } from '../../../lib/browser/forms/use-catalog-form';
import { useResourceForm } from '../../../lib/browser/forms/use-resource-form';
import { CatalogFields } from '../../../ui/catalog-field-input';
import { useT } from '../../../ui/i18n/language-context';
import { FormFrame } from '../../../ui/resource-view/form-frame';
import type { SectionFormProps } from '../../../ui/resource-view/records-section';
import { emailAddressProblem } from './email-rules';
import { savedMessage } from './saved-message';

export type EmailRecord = RecordOf<'/people/v2/emails'>;

const fieldOrder = ['address', 'location', 'primary'] as const;
const alwaysRequired = ['address'] as const;

export interface EmailFormProps extends SectionFormProps {
  personId: string;
  email?: EmailRecord;
  /** The person's other addresses, which this one must not repeat. */
  otherAddresses: readonly string[];
}

/** Adds or edits one of a person's e-mail addresses. */
export function EmailForm({ personId, email, otherAddresses, onSaved, onCancel }: EmailFormProps) {
  const t = useT();
  const words = useMemo(
    () => ({
      // A new address's label, which staff may change ("Home", "Work").
      newEmail: { location: t('people.addresses.defaultLocation') },
      labels: {
        address: t('people.emails.fields.address'),
        location: t('people.addresses.fields.location'),
      },
      descriptions: { primary: t('people.emails.fields.primaryDescription') },
    }),
    [t],
  );
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
          initial: words.newEmail,
        },
    {
      only: fieldOrder,
      labels: words.labels,
      required: alwaysRequired,
      validate: (values: CatalogFormValues, t) => ({
        address: emailAddressProblem(t, String(values.address ?? ''), otherAddresses),
      }),
    },
  );
  return (
    <FormFrame
      title={email ? t('people.emails.editTitle') : t('people.emails.addTitle')}
      submitLabel={email ? t('people.emails.save') : t('people.emails.add')}
      onSubmit={async () => {
        const saved = await save();
        if (saved) onSaved(savedMessage(t, saved.outcome, 'people.emails.saved'));
      }}
      onCancel={onCancel}
      generalErrors={generalErrors}
      dirty={form.isDirty()}
    >
      <CatalogFields fields={fields} form={form} descriptions={words.descriptions} twoColumns />
    </FormFrame>
  );
}
