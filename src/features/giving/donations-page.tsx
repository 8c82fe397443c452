import { Alert, Button, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useMemo } from 'react';

import { useApiClient } from '../../lib/api-query/api-client-context';
import { useApiList } from '../../lib/api-query/api-queries';
import { useExportTask } from '../../lib/export/use-export-task';
import { useListUrlState } from '../../lib/list-url-state';
import { useOrganizationTimeZone } from '../../lib/organization-time-zone';
import { BetaBadge } from '../../ui/beta-badge';
import { DataTable } from '../../ui/data-table';
import { ExportProgress } from '../../ui/export-progress';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { GivingTabs } from './giving-tabs';
import { fundIdOf, indexById } from './donation-designations';
import { DonationDrawer } from './donation-drawer';
import { useDonationDrawerState } from './donation-drawer-state';
import { donationsPath } from './donation-words';
import {
  donationColumns,
  donationTableIncludes,
  type DonationTableInclude,
} from './donations-columns';
import { donationsExportTask } from './donations-export';
import { useAllFunds } from './funds-query';

/** Stable for useListUrlState (its defaults are memo dependencies). */
const listDefaults = { include: donationTableIncludes } as const;

/** Every gift, page by page, with its details in a drawer and the whole list as CSV. */
export function DonationsPage() {
  const list = useListUrlState<typeof donationsPath, DonationTableInclude>(
    donationsPath,
    listDefaults,
  );
  const query = useApiList(donationsPath, list.options);
  const funds = useAllFunds();
  const drawer = useDonationDrawerState();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { timeZone } = useOrganizationTimeZone();
  const exporter = useExportTask();

  const fundsById = useMemo(() => indexById(funds.data ?? []), [funds.data]);
  const columns = useMemo(() => donationColumns(fundsById), [fundsById]);
  const rows = query.data?.records;
  const fundsLeftOut = rows?.some((row) =>
    row.related.designations.some((designation) => fundIdOf(designation) === undefined),
  );

  const startExport = () => {
    if (timeZone !== undefined) {
      exporter.start(donationsExportTask(client, queryClient, list.options, timeZone));
    }
  };

  return (
    <>
      <PageHeader
        title="Donations"
        badge={<BetaBadge api="Giving" />}
        description="Every gift with its amount, fee, payment and the funds it is designated to. Open a row for its details."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={startExport}
            disabled={
              exporter.state.status === 'running' ||
              timeZone === undefined ||
              query.data?.totalCount === 0
            }
          >
            Export CSV
          </Button>
        }
      />
      <GivingTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <ExportProgress
        state={exporter.state}
        noun="donations"
        onCancel={exporter.cancel}
        onDismiss={exporter.dismiss}
        onRetry={startExport}
      />
      {funds.isError && (
        <Alert color="yellow" variant="light" mb="md" title="Fund names could not be loaded">
          Designations show fund numbers instead of names.{' '}
          <Button
            size="compact-xs"
            variant="white"
            color="yellow"
            onClick={() => void funds.refetch()}
          >
            Try again
          </Button>
        </Alert>
      )}
      {fundsLeftOut && (
        <Alert
          color="blue"
          variant="light"
          mb="md"
          icon={<IconInfoCircle aria-hidden="true" />}
          title="Some funds are not named in this list"
        >
          The service's list answer did not say which fund some designations go to. Open a donation
          to see its funds.
        </Alert>
      )}
      <Text size="sm" c="dimmed" mb="xs">
        The giving API offers no sort order for donations, so they are listed in the order the
        service returns them.
      </Text>
      {query.isError ? (
        <QueryError error={query.error} what="the donations" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Donations"
            columns={columns}
            rows={rows}
            rowKey={(row) => row.id}
            onRowOpen={(row) => drawer.open(row.id)}
            rowLabel={(row) => `Open donation ${row.id}`}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                No donations yet.
              </Text>
            }
            skeletonRows={Math.min(10, list.query.perPage)}
          />
          <PaginationBar
            noun="donations"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
      <DonationDrawer />
    </>
  );
}
