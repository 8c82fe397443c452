import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';

import { useSearchParams } from 'react-router';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useApiDelete, useApiUpdate } from '../../../lib/browser/api-query/api-mutations';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
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

export function addressSummary(address: AddressRecord, t: Translate): string {
  return addressLines(address).join(', ') || t('people.addresses.empty');
}

/** A person's addresses: the primary one marked, add, edit, make primary and delete. */
export function AddressSection({ personId }: { personId: string }) {
  const t = useT();
  const summary = (address: AddressRecord) => addressSummary(address, t);
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
    edits.runAction(t('people.addresses.notMadePrimary'), async () => {
      await update.mutateAsync({
        params: { person_id: personId, id: address.id },
        body: { attributes: { primary: true } },
      });
      return t('people.addresses.madePrimary', { address: summary(address) });
    });

  return (
    <RecordsSection<AddressRecord>
      label={t('people.profile.sections.addresses')}
      query={{ ...query, data: query.data?.records }}
      what={t('people.addresses.what')}
      empty={t('people.addresses.none')}
      skeletonHeight={96}
      addLabel={t('people.addresses.add')}
      edits={edits}
      form={(address, close) => <AddressForm personId={personId} address={address} {...close} />}
      formsInPlace
      removal={{
        noun: t('people.addresses.noun'),
        name: summary,
        consequence: (address) =>
          t('people.addresses.removalConsequence', { primary: address.attributes.primary }),
        run: async (address) => {
          await remove.mutateAsync({ params: { person_id: personId, id: address.id } });
          return t('people.addresses.deleted');
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
                aria-label={summary(address)}
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
                        {t('people.profile.primary')}
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
                        {t('people.addresses.empty')}
                      </Text>
                    )}
                  </Text>
                  <RecordActions
                    layout="card"
                    name={t('people.addresses.recordName', { address: summary(address) })}
                    onEdit={() => edits.open(address.id)}
                    onRemove={() => edits.remove(address)}
                  >
                    {!address.attributes.primary && (
                      <Button
                        size="xs"
                        variant="light"
                        aria-label={t('people.profile.makeNamedPrimary', {
                          name: summary(address),
                        })}
                        loading={update.isPending && update.variables.params.id === address.id}
                        onClick={() => void makePrimary(address)}
                      >
                        {t('people.profile.makePrimary')}
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
