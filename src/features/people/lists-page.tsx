import { Text } from '@mantine/core';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { PeopleTabs } from './people-tabs';
import { LISTS, listColumns, type ListRow } from './lists-columns';

const listDefaults = { order: 'name', include: ['owner'] } as const;

/** Saved people queries: how many each finds and when it last ran, sorted and paged in the URL. */
export function ListsPage() {
  const list = useListUrlState<typeof LISTS, 'owner'>(LISTS, listDefaults);
  const query = useApiList(LISTS, list.options);

  return (
    <>
      <PageHeader
        title="Lists"
        description="Saved queries that find people by their details. Open one to see its rules and results, or to run it again."
      />
      <PeopleTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError error={query.error} what="the lists" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable<ListRow>
            caption="Lists"
            columns={listColumns}
            rows={query.data?.records}
            rowKey={(row) => row.id}
            order={list.query.order}
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={Math.min(list.query.perPage, 8)}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                There are no lists yet.
              </Text>
            }
          />
          <PaginationBar
            noun="lists"
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
