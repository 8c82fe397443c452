import { Anchor, Badge, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';

import { useApiDelete, useApiList } from '../../../lib/api-query/api-queries';
import { QueryError } from '../../../ui/query-error';
import { DeleteConfirm } from '../../../ui/resource-view/delete-confirm';
import { MEMBERSHIPS, MembershipForm, type MembershipRecord } from './membership-form';
import { PersonNotice, successNotice, type Notice } from './person-notice';

const DELETE = '/people/v2/people/{person_id}/household_memberships/{id}';
const include = ['household'] as const;

function householdName(membership: MembershipRecord): string {
  return membership.related.household?.attributes.name ?? 'Unknown household';
}

/** The households a person belongs to (pending ones marked): add, change and remove. */
export function MembershipSection({ personId }: { personId: string }) {
  const query = useApiList<typeof MEMBERSHIPS, 'household'>(MEMBERSHIPS, {
    params: { person_id: personId },
    include,
    perPage: 100,
  });
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<MembershipRecord | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const remove = useApiDelete(DELETE);

  const memberships = query.data?.records;
  const editingMembership = memberships?.find((m) => m.id === editing);
  const joined = (memberships ?? []).flatMap((m) =>
    m.related.household ? [m.related.household.id] : [],
  );
  const open = (id: string) => {
    setNotice(null);
    setEditing(id);
  };
  const done = (message: string) => {
    setEditing(null);
    setNotice(successNotice(message));
  };
  const confirmRemove = async (membership: MembershipRecord) => {
    await remove.mutateAsync({ params: { person_id: personId, id: membership.id } });
    setNotice(successNotice(`Removed from ${householdName(membership)}.`));
  };

  return (
    <section aria-label="Households">
      <PersonNotice notice={notice} onClose={() => setNotice(null)} />
      {editing === 'new' ? (
        <MembershipForm
          personId={personId}
          joinedHouseholdIds={joined}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Group justify="flex-end" mb="md">
          <Button
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => open('new')}
          >
            Add to a household
          </Button>
        </Group>
      )}
      {editingMembership && (
        <MembershipForm
          key={editingMembership.id}
          personId={personId}
          membership={editingMembership}
          joinedHouseholdIds={joined}
          onSaved={done}
          onCancel={() => setEditing(null)}
        />
      )}
      {query.isError ? (
        <QueryError
          error={query.error}
          what="the households"
          onRetry={() => void query.refetch()}
        />
      ) : memberships === undefined ? (
        <Skeleton height={80} radius="md" aria-label="Loading the households" />
      ) : memberships.length === 0 ? (
        <Text c="dimmed">Not a member of any household.</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Household</Table.Th>
                <Table.Th>Membership</Table.Th>
                <Table.Th>Members</Table.Th>
                <Table.Th>Primary contact</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {memberships.map((membership) => {
                const household = membership.related.household;
                const name = householdName(membership);
                return (
                  <Table.Tr key={membership.id}>
                    <Table.Td>
                      {household ? (
                        <Anchor component={Link} to={`/people/households/${household.id}`} fw={600}>
                          {name}
                        </Anchor>
                      ) : (
                        name
                      )}
                    </Table.Td>
                    <Table.Td>
                      {membership.attributes.pending ? (
                        <Badge color="violet" variant="light">
                          Pending
                        </Badge>
                      ) : (
                        <Badge color="blue" variant="light">
                          Member
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>{household?.attributes.member_count ?? '—'}</Table.Td>
                    <Table.Td>{household?.attributes.primary_contact_name || '—'}</Table.Td>
                    <Table.Td>
                      <Group gap="xs" justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="default"
                          aria-label={`Change membership of ${name}`}
                          onClick={() => open(membership.id)}
                        >
                          Change
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          color="red"
                          aria-label={`Remove from ${name}`}
                          onClick={() => setRemoving(membership)}
                        >
                          Remove
                        </Button>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeleteConfirm
        opened={removing !== null}
        verb="Remove"
        noun="household membership"
        name={removing ? householdName(removing) : ''}
        consequence="This person will no longer be a member of this household. If they are its primary contact, another member takes over."
        onConfirm={() => (removing ? confirmRemove(removing) : Promise.resolve())}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
