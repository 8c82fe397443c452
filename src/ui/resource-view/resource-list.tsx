import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { readEndpointSpec } from '../../api/catalog/catalog';
import type { IncludeOf, ListKey, RecordOf } from '../../api/client-types';
import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState, type ListUrlDefaults, type ListUrlState } from '../../lib/list-url-state';
import { useOrganizationTimeZone } from '../../lib/organization-time-zone';
import { DataTable, type ColumnDef } from '../data-table';
import { PaginationBar } from '../pagination-bar';
import { IgnoredUrlParts, QueryError } from '../query-error';

export interface ResourceListProps<K extends ListKey, I extends IncludeOf<K> = never> {
  /** The list endpoint, as the catalog names it. */
  path: K;
  /** The records in words, plural ("batches"): the table's caption, the pager, the messages. */
  noun: string;
  columns: readonly ColumnDef<RecordOf<K, I>>[];
  /** Order, page size and includes when the URL says nothing. */
  defaults?: ListUrlDefaults<K>;
  /** URL parameters' prefix, for a page with more than one list. */
  urlPrefix?: string;
  /** Opens a record (its drawer or page) from its row. */
  onRowOpen?: (record: RecordOf<K, I>) => void;
  rowLabel?: (record: RecordOf<K, I>) => string;
  /** Filters and actions above the table; they change the list through its URL state. */
  toolbar?: (list: ListUrlState<K, I>) => ReactNode;
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
}: ResourceListProps<K, I>) {
  const list = useListUrlState<K, I>(path, defaults, urlPrefix);
  const query = useApiList(path, list.options);
  // Times are shown in the organization's zone: rows wait for it rather than reflow after.
  const { timeZone } = useOrganizationTimeZone();
  const endpoint = readEndpointSpec(path);
  const sortable = (endpoint?.order.length ?? 0) > 0;
  const narrowed = list.query.filter.length > 0 || Object.keys(list.query.where).length > 0;

  return (
    <>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {toolbar?.(list)}
      {!sortable && (
        <Text size="sm" c="dimmed" mb="xs">
          The {endpoint?.app.replace('_', '-')} API offers no sort order for {noun}, so they are
          listed in the order the service returns them.
        </Text>
      )}
      {query.isError ? (
        <QueryError error={query.error} what={`the ${noun}`} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption={sentenceCase(noun)}
            columns={[...columns]}
            rows={timeZone === undefined ? undefined : query.data?.records}
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
