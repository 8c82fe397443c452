import { Badge, Button, Table, VisuallyHidden } from '@mantine/core';

import { useSearchParams } from 'react-router';

import { useApiRelated } from '../../../lib/browser/api-query/api-queries';
import { useApiDelete, useApiUpdate } from '../../../lib/browser/api-query/api-mutations';
import { useT } from '../../../ui/i18n/language-context';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { EmailForm, type EmailRecord } from './email-form';

const EMAIL = '/people/v2/emails/{id}';

/** A person's e-mail addresses: the primary one marked, add, edit, make primary and delete. */
export function EmailSection({ personId }: { personId: string }) {
  const t = useT();
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
    edits.runAction(t('people.emails.notMadePrimary'), async () => {
      await update.mutateAsync({
        params: { id: email.id },
        body: { attributes: { primary: true } },
      });
      return t('people.emails.madePrimary', { address: email.attributes.address });
    });

  return (
    <RecordsSection<EmailRecord>
      label={t('people.profile.sections.emails')}
      query={{ ...query, data: emails }}
      what={t('people.emails.what')}
      empty={t('people.emails.none')}
      addLabel={t('people.emails.add')}
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
        noun: t('people.emails.noun'),
        name: (email) => email.attributes.address,
        consequence: (email) =>
          t('people.addresses.removalConsequence', { primary: email.attributes.primary }),
        run: async (email) => {
          await remove.mutateAsync({ params: { id: email.id } });
          return t('people.emails.deleted', { address: email.attributes.address });
        },
      }}
    >
      {(list) => (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Dimmed>{t('people.emails.count', { count: list.length })}</Dimmed>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.emails.columns.address')}</Table.Th>
                <Table.Th>{t('people.addresses.fields.location')}</Table.Th>
                <Table.Th>{t('people.profile.primary')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('people.columns.actions')}</VisuallyHidden>
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
                        {t('people.profile.primary')}
                      </Badge>
                    ) : (
                      <Button
                        size="compact-xs"
                        variant="light"
                        aria-label={t('people.profile.makeNamedPrimary', {
                          name: email.attributes.address,
                        })}
                        loading={update.isPending && update.variables.params.id === email.id}
                        onClick={() => void makePrimary(email)}
                      >
                        {t('people.profile.makePrimary')}
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
