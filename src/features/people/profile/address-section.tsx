import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import { useSearchParams } from 'react-router';

import { useApiDelete, useApiList, useApiUpdate } from '../../../lib/browser/api-query/api-queries';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { ADDRESSES, AddressForm, type AddressRecord } from './address-form';

const ADDRESS = `${ADDRESSES}/{id}` as const;

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
  // A link that asks to add one (the statements' deliverability check) opens the form.
  const [params] = useSearchParams();
  const edits = useSectionEdits<string, AddressRecord>(params.get('add') === '1' ? 'new' : null);
  const update = useApiUpdate(ADDRESS);
  const remove = useApiDelete(ADDRESS);

  const makePrimary = (address: AddressRecord) =>
    edits.runAction('The address was not made primary', async () => {
      await update.mutateAsync({
        params: { person_id: personId, id: address.id },
        body: { attributes: { primary: true } },
      });
      return `${addressSummary(address)} is now the primary address.`;
    });

  return (
    <RecordsSection<AddressRecord>
      label="Addresses"
      query={{ ...query, data: query.data?.records }}
      what="the addresses"
      empty="No addresses on record."
      skeletonHeight={96}
      addLabel="Add address"
      edits={edits}
      form={(address, close) => <AddressForm personId={personId} address={address} {...close} />}
      formsInPlace
      removal={{
        noun: 'address',
        name: addressSummary,
        consequence: (address) =>
          `It will be removed from this person's record.${
            address.attributes.primary ? ' Another address becomes primary.' : ''
          }`,
        run: async (address) => {
          await remove.mutateAsync({ params: { person_id: personId, id: address.id } });
          return 'Address deleted.';
        },
      }}
    >
      {(addresses, formOf) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {addresses.map((address) =>
            edits.editing === address.id ? (
              formOf(address)
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
                  <RecordActions
                    layout="card"
                    name={`address ${addressSummary(address)}`}
                    onEdit={() => edits.open(address.id)}
                    onRemove={() => edits.remove(address)}
                  >
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
                  </RecordActions>
                </Stack>
              </Paper>
            ),
          )}
        </SimpleGrid>
      )}
    </RecordsSection>
  );
}
