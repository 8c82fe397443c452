import { Group, NativeSelect, Text } from '@mantine/core';

import { useApiList } from '../../../lib/api-query/api-queries';
import { listPrefetch } from '../../../lib/api-query/page-prefetch';
import { useListUrlState } from '../../../lib/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { PageHeader } from '../../../ui/page-header';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { PeopleTabs } from '../shared/people-tabs';
import { peopleColumns } from './people-directory-columns';
import {
  DEFAULT_PEOPLE_ORDER,
  PEOPLE,
  peopleOrderChoices,
  type PeopleOrder,
} from './people-directory-order';
import { PeopleDirectorySearch } from './people-directory-search';

const orderChoices = peopleOrderChoices();
const listDefaults = { order: DEFAULT_PEOPLE_ORDER } as const;

export const prefetchPeople = listPrefetch(PEOPLE, listDefaults);

/** The directory: everyone in the people app, searched by name, sorted and paged in the URL. */
export function PeoplePage() {
  const list = useListUrlState(PEOPLE, listDefaults);
  const query = useApiList(PEOPLE, list.options);
  const search =
    typeof list.query.where.search_name === 'string' ? list.query.where.search_name : '';
  const order = list.query.order ?? DEFAULT_PEOPLE_ORDER;

  return (
    <>
      <PageHeader
        title="People"
        description="Look up the people in your church's records, with their households and contact details."
      />
      <PeopleTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Group mb="md" gap="md" align="flex-end" wrap="wrap" role="search" aria-label="People">
        <PeopleDirectorySearch
          value={search}
          onSearch={(text) => list.setWhere('search_name', text === '' ? undefined : text)}
        />
        <NativeSelect
          label="Order by"
          data={orderChoices}
          value={order}
          onChange={(event) => list.setOrder(event.currentTarget.value as PeopleOrder)}
        />
      </Group>
      {query.isError ? (
        <QueryError error={query.error} what="the people" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="People"
            columns={peopleColumns}
            rows={query.data?.records}
            rowKey={(person) => person.id}
            order={order}
            onOrderChange={(next) => list.setOrder(next as PeopleOrder | undefined)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                {search === ''
                  ? 'There are no people yet.'
                  : `Nobody’s name or nickname contains “${search}”.`}
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
