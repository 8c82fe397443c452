import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';

import type { ListOptions } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { PagePrefetch } from '../../../lib/browser/api-query/page-prefetch';
import { listQuery } from '../../../lib/browser/api-query/query-options';
import {
  parseListUrl,
  toListOptions,
  useListUrlState,
  useSearchParamsUpdate,
} from '../../../lib/browser/list-url-state';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { IgnoredUrlParts } from '../../../ui/query-error';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { useRecordDrawerParam } from '../../../ui/resource-view/record-drawer-param';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { missingPersonLabel, openCheckInLabel } from './check-in-person';
import { checkInColumns, tableFields } from './check-ins-columns';
import { CheckInsFilters } from './check-ins-filters';
import {
  listDefaults,
  sessionListDefaults,
  type checkInsPath,
  type CheckInFilter,
  type TableInclude,
} from './check-ins-query';
import {
  type CheckInsScope,
  readScope,
  rowMatcher,
  scopedListOptions,
  scopeFromUrl,
  scopePath,
  scopeProblemText,
  setScopeParam,
} from './check-ins-scope';
import { CheckInsScopeFilters } from './check-ins-scope-filters';

/** The table's query: the list the URL asks for in its scope, with what the table shows only. */
function tableOptions(
  options: ListOptions<typeof checkInsPath, TableInclude>,
  scope: CheckInsScope,
  timeZone: string | undefined,
): ListOptions<typeof checkInsPath, TableInclude> {
  return { ...scopedListOptions(options, scope, timeZone), fields: tableFields };
}

/** The list the URL asks for (the whole one, an event's or a session's), as the page asks. */
export const prefetchCheckIns: PagePrefetch = ({ client, queryClient, url }) => {
  const scope = scopeFromUrl(url.searchParams);
  // A range of days needs the organization's time zone, which is not known yet.
  if (scope.from !== undefined || scope.to !== undefined) return;
  const path = scopePath(scope) as typeof checkInsPath;
  const defaults = scope.session === undefined ? listDefaults : sessionListDefaults;
  const { query } = parseListUrl(path, url.searchParams, defaults);
  const options = toListOptions<typeof checkInsPath, TableInclude>(path, query);
  void queryClient.prefetchQuery(listQuery(client, path, tableOptions(options, scope, undefined)));
};

// Off the path to the first row: the drawer, the export and its progress load when needed (the
// drawer also once the rows are on screen, so it opens at once).
const loadDrawer = () => import('./check-in-drawer');
const CheckInDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.CheckInDrawer })));

/** Who checked in where and when: the filtered, sorted, paged list, its drawer and its export. */
export function CheckInsPage() {
  const t = useT();
  const locale = useLocale();
  const [params, updateParams] = useSearchParamsUpdate();
  const { scope, problems } = useMemo(() => readScope(params), [params]);
  const { timeZone } = useOrganizationTimeZone();
  // One event's or session's check-ins come from its own nested list (same parameters as the
  // whole list, one catalog entry), so the list is typed as the whole one.
  const path = scopePath(scope) as typeof checkInsPath;
  const defaults = scope.session === undefined ? listDefaults : sessionListDefaults;
  const list = useListUrlState<typeof checkInsPath, TableInclude>(path, defaults);
  const extendOptions = useCallback(
    (options: ListOptions<typeof checkInsPath, TableInclude>) =>
      tableOptions(options, scope, timeZone),
    [scope, timeZone],
  );
  const options = extendOptions(list.options);
  const keep = useMemo(() => rowMatcher(scope), [scope]);
  const drawer = useRecordDrawerParam('check_in');
  const query = useApiList(path, options); // the list's own query, from the cache
  const client = useApiClient();

  // The list's own state, read from the same URL as the list below: the columns and the drawer
  // read its filters, which were checked against the catalog.
  const filters = list.query.filter as CheckInFilter[];
  const missingPerson = missingPersonLabel(t, filters);
  const columns = useMemo(() => checkInColumns(t, missingPerson), [t, missingPerson]);
  const sessionStartsAt = query.data?.records[0]?.related.event_period?.attributes.starts_at;

  const [drawerUsed, setDrawerUsed] = useState(drawer.value !== undefined);
  if (drawer.value !== undefined && !drawerUsed) setDrawerUsed(true);
  const hasRows = query.data !== undefined;
  useEffect(() => {
    if (hasRows) void loadDrawer();
  }, [hasRows]);

  return (
    <>
      <PageHeader
        title={t('check-ins.list.page.title')}
        description={t('check-ins.list.page.description')}
      />
      <CheckInsTabs />
      <IgnoredUrlParts
        problems={problems.map((problem) => scopeProblemText(t, problem))}
        onClear={() =>
          updateParams((next) => problems.forEach(({ param }) => next.delete(param)), {
            replace: true,
          })
        }
      />
      <ResourceList<typeof checkInsPath, TableInclude>
        path={path}
        noun={t('check-ins.list.page.noun')}
        columns={columns}
        defaults={defaults}
        extendOptions={extendOptions}
        rowFilter={keep}
        onRowOpen={(row) => drawer.open(row.id)}
        rowLabel={(row) => openCheckInLabel(t, row, timeZone, locale)}
        exportTask={(options, zone) => async (control) =>
          (await import('./check-ins-export')).checkInsExportTask(
            t,
            client,
            scope,
            options,
            zone,
            keep,
          )(control)
        }
        toolbar={() => (
          <>
            <CheckInsScopeFilters
              scope={scope}
              sessionStartsAt={sessionStartsAt}
              onChange={(name, value, navigation) =>
                updateParams((next) => setScopeParam(next, name, value), navigation)
              }
            />
            <CheckInsFilters list={list} />
          </>
        )}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <CheckInDrawer missingPerson={missingPerson} />
        </Suspense>
      )}
    </>
  );
}
