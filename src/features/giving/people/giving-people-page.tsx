import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/api-query/api-client-context';
import { useApiList } from '../../../lib/api-query/api-queries';
import { useListUrlState } from '../../../lib/list-url-state';
import { BetaBadge } from '../../../ui/beta-badge';
import { DataTable } from '../../../ui/data-table';
import { ListActions } from '../../../ui/list-actions';
import { PageHeader } from '../../../ui/page-header';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { columnsExportTask } from '../../../ui/resource-view/columns-export';
import type { ListColumn } from '../../../ui/resource-view/list-column';
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

export function GivingPeoplePage() {
  const list = useListUrlState(path);
  const query = useApiList(path, list.options);
  const firstName = whereText(list.query.where.first_name);
  const lastName = whereText(list.query.where.last_name);
  const searching = firstName !== '' || lastName !== '';
  const client = useApiClient();

  // Both names may change at once (Enter, Clear); setWhere builds each change on the last one.
  const search = (names: { firstName: string; lastName: string }) => {
    if (names.firstName !== firstName) list.setWhere('first_name', names.firstName);
    if (names.lastName !== lastName) list.setWhere('last_name', names.lastName);
  };

  return (
    <>
      <PageHeader
        title="Giving people"
        badge={<BetaBadge api="Giving" />}
        description="Donors as the giving app knows them. Find someone by name, then open them for their donations, recurring donations and payment methods."
      />
      <GivingTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <div data-print-hide="">
        <GivingPeopleSearch firstName={firstName} lastName={lastName} onSearch={search} />
      </div>
      <ListActions
        noun="giving people"
        total={query.data?.totalCount}
        shown={query.data?.records.length ?? 0}
        exportTask={(timeZone) =>
          columnsExportTask(client, path, list.options, columns, 'giving people', timeZone)
        }
      />
      {query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} what="the people" />
      ) : (
        <>
          <DataTable
            caption={
              searching
                ? `Giving people named ${[firstName, lastName].filter(Boolean).join(' ')}`
                : 'Giving people'
            }
            columns={columns}
            rows={query.data?.records}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                {searching
                  ? 'Nobody has that name. Names match whole, in any case.'
                  : 'No people in the giving app yet.'}
              </Text>
            }
          />
          <PaginationBar
            noun="people"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </>
  );
}
