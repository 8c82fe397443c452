import { Anchor, Badge, Table, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';

import { useApiDelete, useApiList } from '../../../lib/browser/api-query/api-queries';
import { RecordActions } from '../../../ui/resource-view/record-actions';
import { RecordsSection, useSectionEdits } from '../../../ui/resource-view/records-section';
import { MEMBERSHIPS, MembershipForm, type MembershipRecord } from './membership-form';

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
  const edits = useSectionEdits<string, MembershipRecord>();
  const remove = useApiDelete(`${MEMBERSHIPS}/{id}`);
  const memberships = query.data?.records;
  const joined = (memberships ?? []).flatMap((m) =>
    m.related.household ? [m.related.household.id] : [],
  );

  return (
    <RecordsSection<MembershipRecord>
      label="Households"
      query={{ ...query, data: memberships }}
      what="the households"
      empty="Not a member of any household."
      addLabel="Add to a household"
      edits={edits}
      form={(membership, close) => (
        <MembershipForm
          personId={personId}
          membership={membership}
          joinedHouseholdIds={joined}
          {...close}
        />
      )}
      removal={{
        verb: 'Remove',
        noun: 'household membership',
        name: householdName,
        consequence: () =>
          'This person will no longer be a member of this household. If they are its primary contact, another member takes over.',
        run: async (membership) => {
          await remove.mutateAsync({ params: { person_id: personId, id: membership.id } });
          return `Removed from ${householdName(membership)}.`;
        },
      }}
    >
      {(list) => (
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
              {list.map((membership) => {
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
                      <RecordActions
                        name={name}
                        editLabel="Change"
                        editName={`Change membership of ${name}`}
                        removeLabel="Remove"
                        removeName={`Remove from ${name}`}
                        onEdit={() => edits.open(membership.id)}
                        onRemove={() => edits.remove(membership)}
                      />
                    </Table.Td>
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
