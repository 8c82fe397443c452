import { Badge, Paper, Skeleton, Text, Title } from '@mantine/core';

import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  const query = useApiList('/people/v2/people/{person_id}/household_memberships', {
    params: { person_id: personId },
    include: ['household'],
    perPage: 100,
  });
  if (query.isPending) return <Skeleton height={14} width="6em" />;
  if (query.isError) {
    return (
      <Text span size="sm" c="red">
        {t('people.households.couldNotLoad')}
      </Text>
    );
  }
  const membership = query.data.records.find((m) => m.related.household?.id === householdId);
  if (membership === undefined) {
    return <Dimmed>{t('people.status.unknown')}</Dimmed>;
  }
  return membership.attributes.pending ? (
    <Badge color="yellow" variant="dot" tt="none">
      {t('people.memberships.pending')}
    </Badge>
  ) : (
    <Badge color="teal" variant="dot" tt="none">
      {t('people.memberships.member')}
    </Badge>
  );
}

function memberColumns(household: HouseholdWithPeople, t: Translate): ColumnDef<Member>[] {
  const contactId = String(household.attributes.primary_contact_id);
  return [
    personNameColumn<Member>(
      t,
      (person) =>
        person.id === contactId && (
          <Badge ml="xs" variant="outline" color="gray" size="sm" tt="none">
            {t('people.memberships.primaryContact')}
          </Badge>
        ),
    ),
    {
      id: 'membership',
      header: t('people.memberships.membership'),
      cell: ({ row }) => <MembershipState personId={row.original.id} householdId={household.id} />,
    },
    {
      id: 'age',
      header: t('people.households.adultOrChild'),
      cell: ({ row }) =>
        row.original.attributes.child ? t('people.households.child') : t('people.households.adult'),
    },
    personStatusColumn<Member>(t),
  ];
}

export function HouseholdMembers({ household }: { household: HouseholdWithPeople }) {
  const t = useT();
  const people = household.related.people;
  return (
    <Paper withBorder p="lg">
      <Title order={2} size="h4" mb="sm">
        {t('people.households.membersTitle', { count: household.attributes.member_count })}
      </Title>
      <DataTable<Member>
        caption={t('people.households.membersOf', { name: household.attributes.name })}
        columns={memberColumns(household, t)}
        rows={people}
        rowKey={(person) => person.id}
        empty={<EmptyRows>{t('people.households.noMembers')}</EmptyRows>}
      />
    </Paper>
  );
}
