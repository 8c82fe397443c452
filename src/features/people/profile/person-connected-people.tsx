import { Table, Text } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { RecordsSection } from '../../../ui/resource-view/records-section';

const CONNECTED = '/people/v2/people/{person_id}/connected_people';

/** Accounts in other organizations linked to this person (read-only). */
export function PersonConnectedPeople({ personId }: { personId: string }) {
  const query = useApiList(CONNECTED, { params: { person_id: personId }, perPage: 100 });
  return (
    <RecordsSection
      label="Connected people"
      description={
        <Text size="sm" c="dimmed" mb="md">
          Accounts of this person in other churches that use the same service.
        </Text>
      }
      query={{ ...query, data: query.data?.records }}
      what="the connected people"
      empty="Not connected to anyone in another organization."
    >
      {(people) => (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Organization</Table.Th>
                <Table.Th>Gender</Table.Th>
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
