import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';

import { useApiClient } from '../../../lib/api-query/api-client-context';
import { useApiList } from '../../../lib/api-query/api-queries';
import { listPrefetch } from '../../../lib/api-query/page-prefetch';
import { useExportTask } from '../../../lib/export/use-export-task';
import { useListUrlState } from '../../../lib/list-url-state';
import { useOrganizationTimeZone } from '../../../lib/organization-time-zone';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { missingPersonLabel, openCheckInLabel } from './check-in-person';
import { checkInColumns } from './check-ins-columns';
import { CheckInsFilters } from './check-ins-filters';
import {
  checkInsPath,
  defaultOrder,
  listDefaults,
  type CheckInFilter,
  type CheckInOrder,
  type TableInclude,
} from './check-ins-query';

export const prefetchCheckIns = listPrefetch<typeof checkInsPath, TableInclude>(
  checkInsPath,
  listDefaults,
);

// Off the path to the first row: the drawer, the export and its progress load when needed (the
// drawer also once the rows are on screen, so it opens at once).
const loadDrawer = () => import('./check-in-drawer');
const CheckInDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CheckInDrawer })));
const ExportProgress = lazy(() =>
  import('../../../ui/export-progress').then((m) => ({ default: m.ExportProgress })),
);

/** Who checked in where and when: the filtered, sorted, paged list, its drawer and its export. */
export function CheckInsPage() {
  const list = useListUrlState<typeof checkInsPath, TableInclude>(checkInsPath, listDefaults);
  const drawer = useRecordDrawerParam('check_in');
  const query = useApiList(checkInsPath, list.options); // the list's own query, from the cache
  const client = useApiClient();
  const { timeZone } = useOrganizationTimeZone();
  const exporter = useExportTask();

  // The list's own state, read from the same URL as the list below: the export, the header's
  // button and the drawer need it. The URL's filters were checked against the catalog.
  const filters = list.query.filter as CheckInFilter[];
  const order = (list.query.order ?? defaultOrder) as CheckInOrder;
  const missingPerson = missingPersonLabel(filters);
  const columns = useMemo(() => checkInColumns(missingPerson), [missingPerson]);

  const startExport = () => {
    if (timeZone !== undefined) {
      const options = list.options;
      exporter.start(async (control) =>
        (await import('./check-ins-export')).checkInsExportTask(client, options, timeZone)(control),
      );
    }
  };
  const exporting = exporter.state.status === 'running';

  const [drawerUsed, setDrawerUsed] = useState(drawer.value !== undefined);
  if (drawer.value !== undefined && !drawerUsed) setDrawerUsed(true);
  const hasRows = query.data !== undefined;
  useEffect(() => {
    if (hasRows) void loadDrawer();
  }, [hasRows]);

  return (
    <>
      <PageHeader
        title="Check-ins"
        description="See who has checked in to services and events, where and when, including guests and volunteers."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
            onClick={startExport}
            disabled={exporting || timeZone === undefined || query.data?.totalCount === 0}
          >
            Export CSV
          </Button>
        }
      />
      <CheckInsTabs />
      <ResourceList<typeof checkInsPath, TableInclude>
        path={checkInsPath}
        noun="check-ins"
        columns={columns}
        defaults={listDefaults}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={(row) => openCheckInLabel(row, timeZone)}
        toolbar={() => (
          <>
            <CheckInsFilters
              filters={filters}
              order={order}
              onFilterToggle={(filter, on) =>
                list.setFilters((current) =>
                  on ? [...current, filter] : current.filter((name) => name !== filter),
                )
              }
              onFiltersClear={() => list.setFilters([])}
              onOrderChange={list.setOrder}
            />
            {exporter.state.status !== 'idle' && (
              <Suspense fallback={null}>
                <ExportProgress
                  state={exporter.state}
                  noun="check-ins"
                  onCancel={exporter.cancel}
                  onDismiss={exporter.dismiss}
                  onRetry={startExport}
                />
              </Suspense>
            )}
          </>
        )}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <CheckInDrawer
            value={drawer.value}
            onClose={drawer.close}
            missingPerson={missingPerson}
          />
        </Suspense>
      )}
    </>
  );
}
