import { Table, Text } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { useT } from '../../../ui/i18n/language-context';
import { RecordsSection } from '../../../ui/resource-view/records-section';

const CONNECTED = '/people/v2/people/{person_id}/connected_people';

/** Accounts in other organizations linked to this person (read-only). */
export function PersonConnectedPeople({ personId }: { personId: string }) {
  const t = useT();
  const query = useApiList(CONNECTED, { params: { person_id: personId }, perPage: 100 });
  return (
    <RecordsSection
      label={t('people.profile.sections.connected')}
      description={
        <Text size="sm" c="dimmed" mb="md">
          {t('people.connected.description')}
        </Text>
      }
      query={{ ...query, data: query.data?.records }}
      what={t('people.connected.what')}
      empty={t('people.connected.none')}
    >
      {(people) => (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.columns.name')}</Table.Th>
                <Table.Th>{t('people.connected.organization')}</Table.Th>
                <Table.Th>{t('people.profile.facts.gender')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {people.map((person) => {
                const a = person.attributes;
                const name = [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');
                return (
                  <Table.Tr key={person.id}>
                    <Table.Td>
                      {name || '—'}
                      {a.nickname ? ` (“${a.nickname}”)` : ''}
                    </Table.Td>
                    <Table.Td>{a.organization_name || '—'}</Table.Td>
                    <Table.Td>{a.gender || '—'}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </RecordsSection>
  );
}
