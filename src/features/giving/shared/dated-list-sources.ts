/**
 * Where a giving list's rows come from (dated-list.tsx): the whole list newest first a page at a
 * time, or the records of a range read in full; both by the dialect's cheapest path.
 */
import type { PathParams } from '../../../api/catalog/schema';
import type { Client } from '../../../api/client';
import type { IncludeOf, RecordOf } from '../../../api/client-types';
import { newestPage, readDated, type DatedListPath } from '../../../api/dated-lists';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import type { NarrowedList, WholeList } from './dated-list';
import { rangeInstants, type DayRange } from './giving-range';

export interface DatedListQuery<K extends DatedListPath, I extends IncludeOf<K>> {
  path: K;
  params?: PathParams<K>;
  include?: readonly I[];
}

export function wholeList<K extends DatedListPath, I extends IncludeOf<K> = never>(
  client: Client,
  query: DatedListQuery<K, I>,
): WholeList<RecordOf<K, I>> {
  const { path, params, include } = query;
  return {
    key: [...apiKeys.path(path), 'newest-first', { params, include }],
    page: ({ offset, perPage, signal }) =>
      newestPage<K, I>(client, { ...query, offset, perPage, signal }),
    all: async ({ signal, onProgress }) =>
      (
        await readDated<K, I>(client, query, {
          signal,
          onProgress: (progress) =>
            onProgress({ fetched: progress.read, total: progress.total ?? progress.read }),
        })
      ).records,
  };
}

/** The list's records of a range of days in the organization's zone. */
export function rangeList<K extends DatedListPath, I extends IncludeOf<K> = never>(
  client: Client,
  query: DatedListQuery<K, I>,
  days: DayRange,
  timeZone: string,
): NarrowedList<RecordOf<K, I>> {
  const { path, params, include } = query;
  return {
    key: [...apiKeys.path(path), 'range', { params, include, days, timeZone }],
    read: (control) =>
      readDated<K, I>(client, { ...query, range: rangeInstants(days, timeZone) }, control),
    narrowedHere: () => [],
    fileWords: [],
    days,
  };
}
