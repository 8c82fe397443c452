import { Group, NativeSelect, Text } from '@mantine/core';

import { useApiClient } from '../../../lib/api-query/api-client-context';
import { useApiList } from '../../../lib/api-query/api-queries';
import { listPrefetch } from '../../../lib/api-query/page-prefetch';
import { useListUrlState } from '../../../lib/list-url-state';
import { DataTable } from '../../../ui/data-table';
import { ListActions } from '../../../ui/list-actions';
import { PageHeader } from '../../../ui/page-header';
import { PaginationBar } from '../../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { columnsExportTask } from '../../../ui/resource-view/columns-export';
import { SelectionBar } from '../../../ui/selection/selection-bar';
import { selectionColumn } from '../../../ui/selection/selection-column';
import { useRowSelection } from '../../../ui/selection/use-row-selection';
import { personDisplayName } from '../shared/person-name';
import { PeopleTabs } from '../shared/people-tabs';
import { peopleColumns, type PersonRecord } from './people-directory-columns';
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
  const client = useApiClient();
  // A new search starts a new selection; paging and ordering keep it.
  const selection = useRowSelection(search);
  const rows = query.data?.records;
  const columns = [
    selectionColumn<PersonRecord>(selection, rows ?? [], (person) => ({
      id: person.id,
      name: personDisplayName(person.attributes),
    })),
    ...peopleColumns,
  ];

  return (
    <>
      <PageHeader
        title="People"
        description="Look up the people in your church's records, with their households and contact details."
      />
      <PeopleTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Group
        mb="md"
        gap="md"
        align="flex-end"
        wrap="wrap"
        role="search"
        aria-label="People"
        data-print-hide=""
      >
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
      <ListActions
        noun="people"
        total={query.data?.totalCount}
        shown={rows?.length ?? 0}
        exportTask={(timeZone) =>
          columnsExportTask(client, PEOPLE, list.options, peopleColumns, 'people', timeZone)
        }
      />
      <SelectionBar selection={selection} />
      {query.isError ? (
        <QueryError error={query.error} what="the people" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="People"
            columns={columns}
            rows={rows}
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
