import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { ListUrlState } from '../../../lib/list-url-state';
import { BetaBadge } from '../../../ui/beta-badge';
import { PageHeader } from '../../../ui/page-header';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { GivingPeopleSearch } from './giving-people-search';
import { GivingTabs } from '../shared/giving-tabs';
import { givingPersonName } from './giving-person-name';

const path = '/giving/v2/people';

type Row = RecordOf<typeof path>;

function Lines({ items }: { items: { text: string; note: string }[] }) {
  if (items.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {items.map((item, index) => (
        <Text key={index} size="sm">
          {item.text}
          {item.note !== '' && (
            <Text span size="xs" c="dimmed">
              {' '}
              ({item.note})
            </Text>
          )}
        </Text>
      ))}
    </Stack>
  );
}

const columns: ListColumn<Row>[] = [
  {
    id: 'name',
    header: 'Name',
    csv: (person) => givingPersonName(person.attributes),
    cell: ({ row }) => (
      <Anchor component={Link} to={`/giving/people/${row.original.id}`} size="sm" fw={600}>
        {givingPersonName(row.original.attributes)}
      </Anchor>
    ),
  },
  {
    id: 'emails',
    header: 'Email addresses',
    csv: (person) =>
      person.attributes.email_addresses.map((e) => `${e.address} (${e.location})`).join('; '),
    cell: ({ row }) => (
      <Lines
        items={row.original.attributes.email_addresses.map((e) => ({
          text: e.address,
          note: e.location,
        }))}
      />
    ),
  },
  {
    id: 'phones',
    header: 'Phone numbers',
    csv: (person) =>
      person.attributes.phone_numbers.map((p) => `${p.number} (${p.location})`).join('; '),
    cell: ({ row }) => (
      <Lines
        items={row.original.attributes.phone_numbers.map((p) => ({
          text: p.number,
          note: p.location,
        }))}
      />
    ),
  },
  {
    id: 'permissions',
    header: 'Permissions',
    csv: (person) => person.attributes.permissions,
    cell: ({ row }) => {
      const permissions = row.original.attributes.permissions;
      if (permissions === null) {
        return (
          <Text span size="sm" c="dimmed">
            None
          </Text>
        );
      }
      return (
        <Badge variant="outline" color="gray" size="sm" tt="none">
          {permissions === 'administrator' ? 'Administrator' : permissions}
        </Badge>
      );
    },
  },
];

function whereText(value: string | Record<string, string> | undefined): string {
  return typeof value === 'string' ? value : '';
}

function namesOf(list: ListUrlState<typeof path, never>) {
  return {
    firstName: whereText(list.query.where.first_name),
    lastName: whereText(list.query.where.last_name),
  };
}

export function GivingPeoplePage() {
  return (
    <>
      <PageHeader
        title="Giving people"
        badge={<BetaBadge api="Giving" />}
        description="Donors as the giving app knows them. Find someone by name, then open them for their donations, recurring donations and payment methods."
      />
      <GivingTabs />
      <ResourceList
        path={path}
        noun="people"
        exportNoun="giving people"
        columns={columns}
        caption={(list) => {
          const { firstName, lastName } = namesOf(list);
          const named = [firstName, lastName].filter(Boolean).join(' ');
          return named === '' ? 'Giving people' : `Giving people named ${named}`;
        }}
        empty={(list) => {
          const { firstName, lastName } = namesOf(list);
          return firstName !== '' || lastName !== ''
            ? 'Nobody has that name. Names match whole, in any case.'
            : 'No people in the giving app yet.';
        }}
        toolbar={(list) => {
          const current = namesOf(list);
          return (
            <GivingPeopleSearch
              {...current}
              // Both names may change at once (Enter, Clear); setWhere builds each change on the last.
              onSearch={(names) => {
                if (names.firstName !== current.firstName)
                  list.setWhere('first_name', names.firstName);
                if (names.lastName !== current.lastName) list.setWhere('last_name', names.lastName);
              }}
            />
          );
        }}
      />
    </>
  );
}
