import { Skeleton, Table, Text } from '@mantine/core';

import { useApiList } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';

const CONNECTED = '/people/v2/people/{person_id}/connected_people';

/** Accounts in other organizations linked to this person (read-only). */
export function PersonConnectedPeople({ personId }: { personId: string }) {
  const query = useApiList(CONNECTED, { params: { person_id: personId }, perPage: 100 });
  const people = query.data?.records;
  return (
    <section aria-label="Connected people">
      <Text size="sm" c="dimmed" mb="md">
        Accounts of this person in other churches that use the same service.
      </Text>
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the connected people"
          onRetry={() => void query.refetch()}
        />
      ) : people === undefined ? (
        <Skeleton height={80} radius="md" aria-label="Loading the connected people" />
      ) : people.length === 0 ? (
        <Text c="dimmed">Not connected to anyone in another organization.</Text>
      ) : (
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
    </section>
  );
}
