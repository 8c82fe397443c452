import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';

import { useSearchParams } from 'react-router';

import {
  useApiDelete,
  useApiRelated,
  useApiUpdate,
} from '../../../lib/browser/api-query/api-queries';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { EmailForm, type EmailRecord } from './email-form';

const EMAIL = '/people/v2/emails/{id}';

/** A person's e-mail addresses: the primary one marked, add, edit, make primary and delete. */
export function EmailSection({ personId }: { personId: string }) {
  // The people app has no per-person e-mail list endpoint; the Person's `emails` association is it.
  const query = useApiRelated('/people/v2/people', { id: personId, perPage: 100 }, 'emails');
  // A link that asks to add one (the statements' deliverability check) opens the form.
  const [params] = useSearchParams();
  const edits = useSectionEdits<string, EmailRecord>(params.get('add') === '1' ? 'new' : null);
  const update = useApiUpdate(EMAIL);
  const remove = useApiDelete(EMAIL);
  const emails = query.data?.records;
  const others = (id: string | undefined) =>
    (emails ?? []).filter((email) => email.id !== id).map((email) => email.attributes.address);

  const makePrimary = (email: EmailRecord) =>
    edits.runAction('The e-mail address was not made primary', async () => {
      await update.mutateAsync({
        params: { id: email.id },
        body: { attributes: { primary: true } },
      });
      return `${email.attributes.address} is now the primary e-mail address.`;
    });

  return (
    <RecordsSection<EmailRecord>
      label="E-mail addresses"
      query={{ ...query, data: emails }}
      what="the e-mail addresses"
      empty="No e-mail addresses on record."
      addLabel="Add e-mail address"
      edits={edits}
      form={(email, close) => (
        <EmailForm
          personId={personId}
          email={email}
          otherAddresses={others(email?.id)}
          {...close}
        />
      )}
      removal={{
        noun: 'e-mail address',
        name: (email) => email.attributes.address,
        consequence: (email) =>
          `It will be removed from this person's record.${
            email.attributes.primary ? ' Another address becomes primary.' : ''
          }`,
        run: async (email) => {
          await remove.mutateAsync({ params: { id: email.id } });
          return `${email.attributes.address} deleted.`;
        },
      }}
    >
      {(list) => (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Dimmed>
                {list.length === 1 ? '1 e-mail address' : `${list.length} e-mail addresses`}
              </Dimmed>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Address</Table.Th>
                <Table.Th>Label</Table.Th>
                <Table.Th>Primary</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((email) => (
                <Table.Tr key={email.id}>
                  <Table.Td style={{ wordBreak: 'break-all' }}>{email.attributes.address}</Table.Td>
                  <Table.Td>{email.attributes.location || '—'}</Table.Td>
                  <Table.Td>
                    {email.attributes.primary ? (
                      <Badge variant="filled" color="indigo">
                        Primary
                      </Badge>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={`Make ${email.attributes.address} primary`}
                        loading={update.isPending && update.variables.params.id === email.id}
                        onClick={() => void makePrimary(email)}
                      >
                        Make primary
                      </Button>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RecordActions
                      name={email.attributes.address}
                      onEdit={() => edits.open(email.id)}
                      onRemove={() => edits.remove(email)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordsSection>
  );
}
