import type { Client } from '../../../api/client';
import type { IncludeOf, ListKey, ListOptions, Page, RecordOf } from '../../../api/client-types';

export interface WalkProgress {
  /** Records collected so far. */
  fetched: number;
  /** Records that match, as the latest page counted them. */
  total: number;
}

export interface WalkOptions {
  /** Aborting stops the walk between pages and cancels the request in flight. */
  signal?: AbortSignal;
  /** Called after each page. */
  onProgress?: (progress: WalkProgress) => void;
}

/** The largest page the API serves: the fewest requests under the rate limit. */
export const walkPageSize = 100;

/**
 * Collects every record of a sequence of pages, reporting progress after each page. A record
 * seen on an earlier page is kept once: offset pages shift when records are added mid-walk.
 * Rejects with the signal's reason once it is aborted.
 */
export async function collectPages<T extends { id: string }>(
  pages: AsyncIterable<Page<T>>,
  { signal, onProgress }: WalkOptions = {},
): Promise<T[]> {
  signal?.throwIfAborted();
  const seen = new Set<string>();
  const records: T[] = [];
  for await (const page of pages) {
    signal?.throwIfAborted();
    for (const record of page.records) {
      if (seen.has(record.id)) continue;
      seen.add(record.id);
      records.push(record);
    }
    onProgress?.({ fetched: records.length, total: Math.max(page.totalCount, records.length) });
  }
  signal?.throwIfAborted();
  return records;
}

/**
 * Every record of a list query (its filters, order, where and includes; offset and page size are
 * the walk's own), one page after the other under the client's rate pacer.
 */
export function walkList<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  args: ListOptions<K, I>,
  options: WalkOptions = {},
): Promise<RecordOf<K, I>[]> {
  // The client's signature makes args optional only for paths without parameters; here args is
  // always given, so one widening keeps this generic.
  const pages = client.pages as (
    path: K,
    args: object,
  ) => AsyncGenerator<Page<RecordOf<K, I>>, void, undefined>;
  return collectPages(
    pages(path, { ...args, offset: 0, perPage: walkPageSize, signal: options.signal }),
    options,
  );
}
