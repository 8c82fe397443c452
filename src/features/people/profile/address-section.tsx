import { Badge, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';

import { useApiDelete, useApiList, useApiUpdate } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { ADDRESSES, AddressForm, type AddressRecord } from './address-form';
import { errorNotice, PersonNotice, successNotice, type Notice } from './person-notice';

const UPDATE = '/people/v2/people/{person_id}/addresses/{id}';
const DELETE = '/people/v2/people/{person_id}/addresses/{id}';

/** The lines of an address as it is written on an envelope. */
function addressLines(address: AddressRecord): string[] {
  const { street, city, state, zip } = address.attributes;
  const place = [city, [state, zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [street, place].filter((line) => line.trim() !== '');
}

export function addressSummary(address: AddressRecord): string {
  return addressLines(address).join(', ') || 'Empty address';
}

/** A person's addresses: the primary one marked, add, edit, make primary and delete. */
export function AddressSection({ personId }: { personId: string }) {
  const query = useApiList(ADDRESSES, {
    params: { person_id: personId },
    order: '-primary',
    perPage: 100,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<AddressRecord | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const update = useApiUpdate(UPDATE);
  const remove = useApiDelete(DELETE);

  const open = (id: string) => {
    setNotice(null);
    setEditing(id);
  };
  const done = (message: string) => {
    setEditing(null);
    setNotice(successNotice(message));
  };

  const makePrimary = async (address: AddressRecord) => {
    setNotice(null);
    try {
      await update.mutateAsync({
        params: { person_id: personId, id: address.id },
        body: { attributes: { primary: true } },
      });
      setNotice(successNotice(`${addressSummary(address)} is now the primary address.`));
    } catch (error) {
      setNotice(errorNotice('The address was not made primary', error));
    }
  };

  const confirmDelete = async (address: AddressRecord) => {
    await remove.mutateAsync({ params: { person_id: personId, id: address.id } });
    setNotice(successNotice('Address deleted.'));
  };

  const addresses = query.data?.records;
  return (
    <section aria-label="Addresses">
      <PersonNotice notice={notice} onClose={() => setNotice(null)} />
      {editing === 'new' ? (
        <AddressForm personId={personId} onSaved={done} onCancel={() => setEditing(null)} />
      ) : (
        <Group justify="flex-end" mb="md">
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => open('new')}
          >
            Add address
          </Button>
        </Group>
      )}
      {query.isError ? (
        <QueryError error={query.error} what="the addresses" onRetry={() => void query.refetch()} />
      ) : addresses === undefined ? (
        <Skeleton height={96} radius="md" aria-label="Loading the addresses" />
      ) : addresses.length === 0 ? (
        <Text c="dimmed">No addresses on record.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {addresses.map((address) =>
            editing === address.id ? (
              <AddressForm
                key={address.id}
                personId={personId}
                address={address}
                onSaved={done}
                onCancel={() => setEditing(null)}
              />
            ) : (
              <Paper
                key={address.id}
                withBorder
                p="md"
                component="article"
                aria-label={addressSummary(address)}
              >
                <Stack gap="xs">
                  <Group gap="xs">
                    {address.attributes.location !== '' && (
                      <Badge variant="light" color="gray">
                        {address.attributes.location}
                      </Badge>
                    )}
                    {address.attributes.primary && (
                      <Badge variant="filled" color="indigo">
                        Primary
                      </Badge>
                    )}
                  </Group>
                  <Text component="address" style={{ fontStyle: 'normal' }}>
                    {addressLines(address).map((line) => (
                      <span key={line} style={{ display: 'block' }}>
                        {line}
                      </span>
                    ))}
                    {addressLines(address).length === 0 && (
                      <Text span c="dimmed">
                        Empty address
                      </Text>
                    )}
                  </Text>
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Edit address ${addressSummary(address)}`}
                      onClick={() => open(address.id)}
                    >
                      Edit
                    </Button>
                    {!address.attributes.primary && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={`Make ${addressSummary(address)} primary`}
                        loading={update.isPending && update.variables.params.id === address.id}
                        onClick={() => void makePrimary(address)}
                      >
                        Make primary
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete address ${addressSummary(address)}`}
                      onClick={() => setDeleting(address)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Stack>
              </Paper>
            ),
          )}
        </SimpleGrid>
      )}
      <DeleteConfirm
        opened={deleting !== null}
        noun="address"
        name={deleting ? addressSummary(deleting) : ''}
        consequence={`It will be removed from this person's record.${
          deleting?.attributes.primary ? ' Another address becomes primary.' : ''
        }`}
        onConfirm={() => (deleting ? confirmDelete(deleting) : Promise.resolve())}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
