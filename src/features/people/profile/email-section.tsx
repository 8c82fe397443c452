import { Badge, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete, useApiRelated, useApiUpdate } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { EmailForm, type EmailRecord } from './email-form';
import { errorNotice, PersonNotice, successNotice, type Notice } from './person-notice';

const UPDATE = '/people/v2/emails/{id}';
const DELETE = '/people/v2/emails/{id}';

/** A person's e-mail addresses: the primary one marked, add, edit, make primary and delete. */
export function EmailSection({ personId }: { personId: string }) {
  // The people app has no per-person e-mail list endpoint; the Person's `emails` association is it.
  const query = useApiRelated('/people/v2/people', { id: personId, perPage: 100 }, 'emails');
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EmailRecord | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useApiUpdate(UPDATE);
  const remove = useApiDelete(DELETE);

  const emails = query.data?.records;
  const editingEmail = emails?.find((email) => email.id === editing);
  const others = (id: string | null) =>
    (emails ?? []).filter((email) => email.id !== id).map((email) => email.attributes.address);
  const open = (id: string) => {
    setNotice(null);
    setEditing(id);
  };
  const done = (message: string) => {
    setEditing(null);
    setNotice(successNotice(message));
  };

  const makePrimary = async (email: EmailRecord) => {
    setNotice(null);
    try {
      await update.mutateAsync({
        params: { id: email.id },
        body: { attributes: { primary: true } },
      });
      setNotice(successNotice(`${email.attributes.address} is now the primary e-mail address.`));
    } catch (error) {
      setNotice(errorNotice('The e-mail address was not made primary', error));
    }
  };

  const confirmDelete = async (email: EmailRecord) => {
    await remove.mutateAsync({ params: { id: email.id } });
    setNotice(successNotice(`${email.attributes.address} deleted.`));
  };

  return (
    <section aria-label="E-mail addresses">
      <PersonNotice notice={notice} onClose={() => setNotice(null)} />
      {editing === 'new' ? (
        <EmailForm
          personId={personId}
          otherAddresses={others(null)}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Group justify="flex-end" mb="md">
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => open('new')}
          >
            Add e-mail address
          </Button>
        </Group>
      )}
      {editingEmail && (
        <EmailForm
          key={editingEmail.id}
          personId={personId}
          email={editingEmail}
          otherAddresses={others(editingEmail.id)}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the e-mail addresses"
          onRetry={() => void query.refetch()}
        />
      ) : emails === undefined ? (
        <Skeleton height={80} radius="md" aria-label="Loading the e-mail addresses" />
      ) : emails.length === 0 ? (
        <Text c="dimmed">No e-mail addresses on record.</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
              <Text span size="sm" c="dimmed">
                {emails.length === 1 ? '1 e-mail address' : `${emails.length} e-mail addresses`}
              </Text>
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
              {emails.map((email) => (
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
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <Button
                        size="compact-xs"
                        variant="default"
                        aria-label={`Edit ${email.attributes.address}`}
                        onClick={() => open(email.id)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${email.attributes.address}`}
                        onClick={() => setDeleting(email)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeleteConfirm
        opened={deleting !== null}
        noun="e-mail address"
        name={deleting?.attributes.address ?? ''}
        consequence={`It will be removed from this person's record.${
          deleting?.attributes.primary ? ' Another address becomes primary.' : ''
        }`}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
