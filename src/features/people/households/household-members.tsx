import { Badge, Paper, Skeleton, Text, Title } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { EmptyRows } from '../../../ui/resource-view/paged-table';
import { personNameColumn, personStatusColumn } from '../shared/person-columns';
import type { HouseholdWithPeople } from './household-details-form';

type Member = HouseholdWithPeople['related']['people'][number];

/**
 * Whether a member's membership of this household is still pending. The household's own
 * membership list names no person ids, so each member's memberships are read (households are
 * small) and the one of this household is picked.
 */
function MembershipState({ personId, householdId }: { personId: string; householdId: string }) {
  const query = useApiList('/people/v2/people/{person_id}/household_memberships', {
    params: { person_id: personId },
    include: ['household'],
    perPage: 100,
  });
  if (query.isPending) return <Skeleton height={14} width="6em" />;
  if (query.isError) {
    return (
      <Text span size="sm" c="red">
        Could not load
      </Text>
    );
  }
  const membership = query.data.records.find((m) => m.related.household?.id === householdId);
  if (membership === undefined) {
    return <Dimmed>Unknown</Dimmed>;
  }
  return membership.attributes.pending ? (
    <Badge color="yellow" variant="dot" tt="none">
      Pending
    </Badge>
  ) : (
    <Badge color="teal" variant="dot" tt="none">
      Member
    </Badge>
  );
}

function memberColumns(household: HouseholdWithPeople): ColumnDef<Member>[] {
  const contactId = String(household.attributes.primary_contact_id);
  return [
    personNameColumn<Member>(
      (person) =>
        person.id === contactId && (
          <Badge ml="xs" variant="outline" color="gray" size="sm" tt="none">
            Primary contact
          </Badge>
        ),
    ),
    {
      id: 'membership',
      header: 'Membership',
      cell: ({ row }) => <MembershipState personId={row.original.id} householdId={household.id} />,
    },
    {
      id: 'age',
      header: 'Adult or child',
      cell: ({ row }) => (row.original.attributes.child ? 'Child' : 'Adult'),
    },
    personStatusColumn<Member>(),
  ];
}

export function HouseholdMembers({ household }: { household: HouseholdWithPeople }) {
  const people = household.related.people;
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        Members ({household.attributes.member_count})
      </Title>
      <DataTable<Member>
        caption={`Members of ${household.attributes.name}`}
        columns={memberColumns(household)}
        rows={people}
        rowKey={(person) => person.id}
        empty={<EmptyRows>This household has no members.</EmptyRows>}
      />
    </Paper>
  );
}
