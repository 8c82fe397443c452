import { Text } from '@mantine/core';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { BetaBadge } from '../../ui/beta-badge';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { depositColumns, depositIncludes, depositsPath } from './deposits-columns';
import { GivingTabs } from './giving-tabs';

const listDefaults = { include: depositIncludes } as const;

/** Bank deposits: cleared or not, who made them, and their totals. */
export function DepositsPage() {
  const list = useListUrlState<typeof depositsPath, 'owner'>(depositsPath, listDefaults);
  const query = useApiList(depositsPath, list.options);

  return (
    <>
      <PageHeader
        title="Deposits"
        badge={<BetaBadge api="Giving" />}
        description="Batches taken to the bank. Open a deposit to check its total against its batches."
      />
      <GivingTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Text size="sm" c="dimmed" mb="xs">
        The giving API offers no sort order for deposits, so they are listed in the order the
        service returns them.
      </Text>
      {query.isError ? (
        <QueryError error={query.error} what="the deposits" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Deposits"
            columns={depositColumns}
            rows={query.data?.records}
            rowKey={(row) => row.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No deposits yet.
              </Text>
            }
            skeletonRows={Math.min(10, list.query.perPage)}
          />
          <PaginationBar
            noun="deposits"
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
