import { Stack, Text, Title } from '@mantine/core';

import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { BetaBadge } from '../../ui/beta-badge';
import { DataTable } from '../../ui/data-table';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { fundColumns } from './funds-columns';
import { FundsLabels } from './funds-labels';
import { fundsPath } from './funds-query';
import { GivingTabs } from './giving-tabs';

/** The funds gifts are designated to, and the labels that tag gifts. */
export function FundsPage() {
  const list = useListUrlState<typeof fundsPath>(fundsPath, {}, 'funds_');
  const query = useApiList(fundsPath, list.options);

  return (
    <>
      <PageHeader
        title="Funds and labels"
        badge={<BetaBadge api="Giving" />}
        description="Where gifts go, and who sees each fund when giving."
      />
      <GivingTabs />
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={2} size="h3">
            Funds
          </Title>
          <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
          {query.isError ? (
            <QueryError error={query.error} what="the funds" onRetry={() => void query.refetch()} />
          ) : (
            <>
              <DataTable
                caption="Funds"
                columns={fundColumns}
                rows={query.data?.records}
                rowKey={(row) => row.id}
                loading={query.isPending}
                refreshing={query.isPlaceholderData}
                empty={
                  <Text c="dimmed" ta="center" py="lg">
                    No funds yet.
                  </Text>
                }
                skeletonRows={6}
              />
              <PaginationBar
                noun="funds"
                offset={list.query.offset}
                perPage={list.query.perPage}
                totalCount={query.data?.totalCount}
                onOffsetChange={list.setOffset}
                onPerPageChange={list.setPerPage}
              />
            </>
          )}
        </Stack>
        <FundsLabels />
      </Stack>
    </>
  );
}
