import { Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';

import { readEndpointSpec } from '../../api/catalog/catalog';
import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../api/client-types';
import { useApiClient } from '../../lib/api-query/api-client-context';
import { useApiList } from '../../lib/api-query/api-queries';
import type { ExportTask } from '../../lib/export/use-export-task';
import { walkList } from '../../lib/export/walk-pages';
import { useListUrlState, type ListUrlDefaults, type ListUrlState } from '../../lib/list-url-state';
import { useOrganizationTimeZone } from '../../lib/organization-time-zone';
import { DataTable } from '../data-table';
import { ListActions } from '../list-actions';
import { PaginationBar } from '../pagination-bar';
import { usePrintAll } from '../print-all';
import { IgnoredUrlParts, QueryError } from '../query-error';
import { columnsExportTask } from './columns-export';
import type { ListColumn } from './list-column';

export interface ResourceListProps<K extends ListKey, I extends IncludeOf<K> = never> {
  /** The list endpoint, as the catalog names it. */
  path: K;
  /** The records in words, plural ("batches"): the table's caption, the pager, the messages. */
  noun: string;
  /** The table's columns; those with CSV values (attributeColumn's, or a `csv`) are exported. */
  columns: readonly ListColumn<RecordOf<K, I>>[];
  /** Order, page size and includes when the URL says nothing. */
  defaults?: ListUrlDefaults<K>;
  /** URL parameters' prefix, for a page with more than one list. */
  urlPrefix?: string;
  /** Opens a record (its drawer or page) from its row. */
  onRowOpen?: (record: RecordOf<K, I>) => void;
  rowLabel?: (record: RecordOf<K, I>) => string;
  /** Filters and actions above the table; they change the list through its URL state. */
  toolbar?: (list: ListUrlState<K, I>) => ReactNode;
  /**
   * An export of its own instead of the columns' CSV (other includes, other columns), given the
   * list's query as the table has it.
   */
  exportTask?: (options: ListOptions<K, I>, timeZone: string) => ExportTask;
  /** Adds to the URL's query what the page knows beyond it (a scope); keep it stable. */
  extendOptions?: (options: ListOptions<K, I>) => ListOptions<K, I>;
  /** Keeps only the rows of a page that match what the API could not filter. */
  rowFilter?: (record: RecordOf<K, I>) => boolean;
}

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One list of the API as a page section: its state in the URL (checked against the catalog,
 * ignored parts shown), the query, loading, empty and error states, the table with the
 * endpoint's orders, and the pager. A list the endpoint cannot sort says so.
 */
export function ResourceList<K extends ListKey, I extends IncludeOf<K> = never>({
  path,
  noun,
  columns,
  defaults,
  urlPrefix,
  onRowOpen,
  rowLabel,
  toolbar,
  exportTask,
  extendOptions,
  rowFilter,
}: ResourceListProps<K, I>) {
  const list = useListUrlState<K, I>(path, defaults, urlPrefix);
  const options = useMemo(
    () => (extendOptions ? extendOptions(list.options) : list.options),
    [extendOptions, list.options],
  );
  const query = useApiList(path, options);
  const client = useApiClient();
  const printAll = usePrintAll(
    useCallback(
      async (signal: AbortSignal) => {
        const rows = await walkList<K, I>(client, path, options, { signal });
        return rowFilter ? rows.filter(rowFilter) : rows;
      },
      [client, path, options, rowFilter],
    ),
    JSON.stringify(options),
  );
  // Times are shown in the organization's zone: rows wait for it rather than reflow after.
  const { timeZone } = useOrganizationTimeZone();
  const endpoint = readEndpointSpec(path);
  const sortable = (endpoint?.order.length ?? 0) > 0;
  const narrowed =
    list.query.filter.length > 0 ||
    Object.keys(options.where ?? {}).length > 0 ||
    rowFilter !== undefined;
  const records = rowFilter ? query.data?.records.filter(rowFilter) : query.data?.records;

  const exportOf = (zone: string): ExportTask =>
    exportTask
      ? exportTask(options, zone)
      : columnsExportTask<K, I>(client, path, options, columns, noun, zone);

  return (
    <>
      <div data-print-hide="">
        <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
        {toolbar?.(list)}
      </div>
      <ListActions
        noun={noun}
        total={query.data?.totalCount}
        shown={records?.length ?? 0}
        exportTask={exportOf}
        onPrintAll={printAll.start}
        printAllPending={printAll.pending}
        printAllFailed={printAll.failed}
      />
      {!sortable && (
        <Text size="sm" c="dimmed" mb="xs" data-print-hide="">
          The {endpoint?.app.replace('_', '-')} API offers no sort order for {noun}, so they are
          listed in the order the service returns them.
        </Text>
      )}
      {query.isError ? (
        <QueryError error={query.error} what={`the ${noun}`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {printAll.rows && (
            <div className="narthex-print-only">
              <DataTable
                caption={`${sentenceCase(noun)}, all ${printAll.rows.length}`}
                columns={[...columns]}
                rows={printAll.rows}
                rowKey={(row) => row.id}
              />
            </div>
          )}
          <div {...(printAll.rows ? { 'data-print-hide': '' } : {})}>
            <DataTable
              caption={sentenceCase(noun)}
              columns={[...columns]}
              rows={timeZone === undefined ? undefined : records}
              rowKey={(row) => row.id}
              {...(sortable
                ? {
                    order: list.query.order,
                    alwaysSorted: defaults?.order !== undefined,
                    onOrderChange: (order: string | undefined) =>
                      list.setOrder(order as Parameters<typeof list.setOrder>[0]),
                  }
                : {})}
              {...(onRowOpen ? { onRowOpen } : {})}
              {...(rowLabel ? { rowLabel } : {})}
              loading={query.isPending}
              refreshing={query.isPlaceholderData}
              empty={
                <Text c="dimmed" ta="center" py="lg">
                  {narrowed ? `No ${noun} match these filters.` : `No ${noun} yet.`}
                </Text>
              }
              skeletonRows={Math.min(10, list.query.perPage)}
            />
          </div>
          <PaginationBar
            noun={noun}
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
