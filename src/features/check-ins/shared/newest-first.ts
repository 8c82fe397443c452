import {
  keepPreviousData,
  useQuery,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';

import type { Page } from '../../../api/client-types';
import type { PageQuery } from '../../../ui/resource-view/paged-table';

/**
 * Newest-first paging over lists the service only gives oldest first (event periods, passes):
 * the view skips the `skip` newest records and shows the next `perPage`, which is one server
 * request at an arbitrary offset once the total is known.
 */
export interface ServerWindow {
  offset: number;
  perPage: number;
}

/** The server offset and page size of a newest-first view; null when it is past the end. */
export function newestFirstWindow(
  total: number,
  skip: number,
  perPage: number,
): ServerWindow | null {
  const end = total - Math.max(0, skip);
  if (end <= 0 || perPage < 1) return null;
  const offset = Math.max(0, end - perPage);
  return { offset, perPage: end - offset };
}

/** The query of one server page of the list. */
export type ServerPageQuery<T, K extends QueryKey> = (window: ServerWindow) => {
  queryKey: K;
  queryFn?: QueryFunction<Page<T>, K>;
};

/**
 * One newest-first page, as a table reads it: a one-record request learns how many there are,
 * then one request reads the slice, which is shown reversed.
 */
export function useNewestFirstPage<T, K extends QueryKey>(
  pageQuery: ServerPageQuery<T, K>,
  skip: number,
  perPage: number,
): PageQuery<T> {
  const count = useQuery(pageQuery({ offset: 0, perPage: 1 }));
  const total = count.data?.totalCount;
  const slice = total === undefined ? undefined : newestFirstWindow(total, skip, perPage);
  const page = useQuery({
    ...pageQuery(slice ?? { offset: 0, perPage }),
    enabled: slice !== undefined && slice !== null,
    placeholderData: keepPreviousData,
  });
  const records = slice === null ? [] : page.data ? [...page.data.records].reverse() : undefined;
  return {
    data:
      records && total !== undefined
        ? { records, totalCount: total, offset: 0, nextOffset: null, prevOffset: null }
        : undefined,
    isError: count.isError || page.isError,
    error: count.error ?? page.error,
    isPending: records === undefined,
    isPlaceholderData: page.isFetching || count.isFetching,
    refetch: () => {
      void count.refetch();
      void page.refetch();
    },
  };
}
