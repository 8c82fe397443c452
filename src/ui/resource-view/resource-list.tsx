import { Text } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';

import { readEndpointSpec } from '../../api/catalog/catalog';
import type { PathParams } from '../../api/catalog/schema';
import type { FieldsOf, IncludeOf, ListKey, ListOptions, RecordOf } from '../../api/client-types';
import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { useApiList } from '../../lib/browser/api-query/api-queries';
import type { ExportTask } from '../../lib/browser/export/use-export-task';
import { walkList } from '../../lib/pure/export/walk-pages';
import {
  useListUrlState,
  type ListUrlDefaults,
  type ListUrlState,
} from '../../lib/browser/list-url-state';
import { useOrganizationTimeZone } from '../../lib/browser/organization-time-zone';
import { DataTable } from '../data-table';
import { useT } from '../i18n/language-context';
import { ListActions } from '../list-actions';
import { usePrintAll } from '../print-all';
import { IgnoredUrlParts } from '../query-error';
import type { SelectedRow } from '../selection/use-row-selection';
import { columnsExportTask } from './columns-export';
import type { ListColumn } from './list-column';
import type { ColumnDef } from '../data-table';
import { PagedTable } from './paged-table';

type Columns<C, R> = readonly C[] | ((records: readonly R[]) => readonly C[]);

/**
 * How the list is exported, which decides what its columns must say: exported as the table
 * shows it (every column says how it goes into the CSV), by an export of its own, or not at all.
 */
type ListExport<K extends ListKey, I extends IncludeOf<K>> =
  | {
      /**
       * The table's columns, exported as they say. A resource whose attributes the catalog
       * cannot list takes them from the page's records.
       */
      columns: Columns<ListColumn<RecordOf<K, I>>, RecordOf<K, I>>;
      exportTask?: undefined;
      plain?: false;
    }
  | {
      columns: Columns<ColumnDef<RecordOf<K, I>>, RecordOf<K, I>>;
      /**
       * An export of its own instead of the columns' CSV (other includes, other columns), given
       * the list's query as the table has it.
       */
      exportTask: (options: ListOptions<K, I>, timeZone: string) => ExportTask;
      plain?: false;
    }
  | {
      columns: Columns<ColumnDef<RecordOf<K, I>>, RecordOf<K, I>>;
      exportTask?: undefined;
      /** A list inside a record's page: no export, print or sort note. */
      plain: true;
    };

interface ResourceListOptions<K extends ListKey, I extends IncludeOf<K>> {
  /** The list endpoint, as the catalog names it. */
  path: K;
  /** The path's placeholders, for a list below a record (`{ event_id }`). */
  params?: PathParams<K>;
  /** The records in words, plural ("batches"): the table's caption, the pager, the messages. */
  noun: string;
  /** The noun of the export and print, when the page's noun needs its app ("giving people"). */
  exportNoun?: string;
  /** Order, page size and includes when the URL says nothing. */
  defaults?: ListUrlDefaults<K>;
  /**
   * What the table shows of each record (`listFields` of its columns, D181): the list asks for
   * nothing else. The page's prefetch must ask the same (`listPrefetch`).
   */
  fields?: FieldsOf<K, I>;
  /** URL parameters' prefix, for a page with more than one list. */
  urlPrefix?: string;
  /** The table's accessible name, when the noun alone does not say which records these are. */
  caption?: string | ((list: ListUrlState<K, I>) => string);
  /** What an empty page says, when "No batches yet." does not say enough. */
  empty?: ReactNode | ((list: ListUrlState<K, I>) => ReactNode);
  /** The pager shows only when there is more than one page. */
  pagerWhenMore?: boolean;
  skeletonRows?: number;
  /** Rows can be selected across pages (people lists): each record as the selection keeps it. */
  selectRow?: (record: RecordOf<K, I>) => SelectedRow;
  /** Opens a record (its drawer or page) from its row. */
  onRowOpen?: (record: RecordOf<K, I>) => void;
  rowLabel?: (record: RecordOf<K, I>) => string;
  /** Filters and actions above the table; they change the list through its URL state. */
  toolbar?: (list: ListUrlState<K, I>) => ReactNode;
  /** Adds to the URL's query what the page knows beyond it (a scope); keep it stable. */
  extendOptions?: (options: ListOptions<K, I>) => ListOptions<K, I>;
  /** Keeps only the rows of a page that match what the API could not filter. */
  rowFilter?: (record: RecordOf<K, I>) => boolean;
}

export type ResourceListProps<
  K extends ListKey,
  I extends IncludeOf<K> = never,
> = ResourceListOptions<K, I> & ListExport<K, I>;

function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * One list of the API as a page section: its state in the URL (checked against the catalog,
 * ignored parts shown), the query, loading, empty and error states, the table with the
 * endpoint's orders, and the pager. A list the endpoint cannot sort says so.
 */
export function ResourceList<K extends ListKey, I extends IncludeOf<K> = never>(
  props: ResourceListProps<K, I>,
) {
  const {
    path,
    params,
    noun,
    exportNoun = noun,
    defaults,
    fields,
    urlPrefix,
    caption,
    empty,
    pagerWhenMore = false,
    skeletonRows,
    selectRow,
    onRowOpen,
    rowLabel,
    toolbar,
    extendOptions,
    rowFilter,
  } = props;
  const plain = props.plain === true;
  const list = useListUrlState<K, I>(path, defaults, urlPrefix);
  // Parameters are compared by value, so a caller may pass a new object each render.
  const paramsKey = params === undefined ? undefined : JSON.stringify(params);
  const options = useMemo(() => {
    const asked = fields === undefined ? list.options : { ...list.options, fields };
    const scoped =
      paramsKey === undefined
        ? asked
        : ({ ...asked, params: JSON.parse(paramsKey) as PathParams<K> } as ListOptions<K, I>);
    return extendOptions ? extendOptions(scoped) : scoped;
  }, [extendOptions, fields, list.options, paramsKey]);
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
  const t = useT();
  const endpoint = readEndpointSpec(path);
  const sortable = (endpoint?.order.length ?? 0) > 0;
  const narrowed =
    list.query.filter.length > 0 ||
    Object.keys(options.where ?? {}).length > 0 ||
    rowFilter !== undefined;
  const records = rowFilter ? query.data?.records.filter(rowFilter) : query.data?.records;
  const columnsFor = <C,>(columns: Columns<C, RecordOf<K, I>>): readonly C[] =>
    typeof columns === 'function' ? columns(records ?? []) : columns;
  const columns = columnsFor<ColumnDef<RecordOf<K, I>>>(props.columns);
  const named = typeof caption === 'function' ? caption(list) : (caption ?? sentenceCase(noun));

  const exporting = props.plain === true ? undefined : props;
  const exportOf =
    exporting &&
    ((zone: string): ExportTask =>
      exporting.exportTask
        ? exporting.exportTask(options, zone)
        : columnsExportTask<K, I>(
            client,
            path,
            options,
            columnsFor(exporting.columns),
            exportNoun,
            zone,
            t,
          ));

  return (
    <>
      <div data-print-hide="">
        <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
        {toolbar?.(list)}
      </div>
      {exportOf && (
        <ListActions
          noun={exportNoun}
          total={query.data?.totalCount}
          shown={records?.length ?? 0}
          exportTask={exportOf}
          onPrintAll={printAll.start}
          printAllPending={printAll.pending}
          printAllFailed={printAll.failed}
        />
      )}
      {!sortable && !plain && (
        <Text size="sm" c="dimmed" mb="xs" data-print-hide="">
          The {endpoint?.app.replace('_', '-')} API offers no sort order for {noun}, so they are
          listed in the order the service returns them.
        </Text>
      )}
      {printAll.rows && !query.isError && (
        <div className="narthex-print-only">
          <DataTable
            caption={`${named}, all ${printAll.rows.length}`}
            columns={[...columns]}
            rows={printAll.rows}
            rowKey={(row) => row.id}
          />
        </div>
      )}
      <div {...(printAll.rows ? { 'data-print-hide': '' } : {})}>
        <PagedTable<RecordOf<K, I>>
          query={query}
          paging={list.paging}
          noun={noun}
          caption={named}
          columns={columns}
          {...(selectRow && {
            selectRow,
            // A new filter or search starts a new selection; paging and ordering keep it.
            selectionScope: JSON.stringify([list.query.filter, list.query.where]),
          })}
          {...(records ? { rows: records } : {})}
          hold={timeZone === undefined}
          pagerWhenMore={pagerWhenMore}
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
          empty={
            empty === undefined
              ? narrowed
                ? `No ${noun} match these filters.`
                : `No ${noun} yet.`
              : typeof empty === 'function'
                ? empty(list)
                : empty
          }
          skeletonRows={skeletonRows ?? Math.min(10, list.query.perPage)}
        />
      </div>
    </>
  );
}
