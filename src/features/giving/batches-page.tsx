import { Text } from '@mantine/core';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { BetaBadge } from '../../ui/beta-badge';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { batchColumns, batchesPath, batchIncludes } from './batches-columns';
import { GivingTabs } from './giving-tabs';

const listDefaults = { include: batchIncludes } as const;
const columns = batchColumns({ withOwner: true });

/** The offering's batches: where each stands, who owns it, and its total. */
export function BatchesPage() {
  const list = useListUrlState<typeof batchesPath, 'owner'>(batchesPath, listDefaults);
  const query = useApiList(batchesPath, list.options);

  return (
    <>
      <PageHeader
        title="Batches"
        badge={<BetaBadge api="Giving" />}
        description="Gifts entered together, usually one Sunday's offering. Open a batch to check its total against its donations."
      />
      <GivingTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Text size="sm" c="dimmed" mb="xs">
        The giving API offers no sort order for batches, so they are listed in the order the service
        returns them.
      </Text>
      {query.isError ? (
        <QueryError error={query.error} what="the batches" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Batches"
            columns={columns}
            rows={query.data?.records}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No batches yet.
              </Text>
            }
            skeletonRows={Math.min(10, list.query.perPage)}
          />
          <PaginationBar
            noun="batches"
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
