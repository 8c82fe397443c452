import { keepPreviousData, useQuery } from '@tanstack/react-query';

import type { AssociationOf, AssociationResult, Page, ReadKey } from '../../api/client-types';
import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { relatedQuery } from '../../lib/browser/api-query/query-options';
import type { Paging } from '../../lib/browser/list-paging';
import { PagedTable, type PagedTableProps } from './paged-table';

/** A to-many association of the records of `K` (a Person's `donations`). */
export type ManyAssociationOf<K extends ReadKey> = {
  [N in AssociationOf<K>]: AssociationResult<K, N> extends Page<unknown> ? N : never;
}[AssociationOf<K>];

/** One record of a to-many association. */
export type RelatedRecordOf<K extends ReadKey, N extends AssociationOf<K>> =
  AssociationResult<K, N> extends Page<infer R extends { id: string }> ? R : never;

/**
 * One page of a record's to-many association (GET {record}/{association}), the previous page
 * kept on screen while the next one loads.
 */
export function useRelatedPage<K extends ReadKey, N extends ManyAssociationOf<K>>(
  path: K,
  id: string,
  association: N,
  paging: Pick<Paging, 'offset' | 'perPage'>,
) {
  const client = useApiClient();
  return useQuery({
    ...relatedQuery(
      client,
      path,
      { id, offset: paging.offset, perPage: paging.perPage },
      association,
    ),
    placeholderData: keepPreviousData,
    // A to-many association always answers a page.
    select: (answer) => answer as unknown as Page<RelatedRecordOf<K, N>>,
  });
}

export interface RelatedListProps<K extends ReadKey, N extends ManyAssociationOf<K>> extends Omit<
  PagedTableProps<RelatedRecordOf<K, N>>,
  'query'
> {
  /** The records' endpoint, as the catalog names it, and the record's id. */
  path: K;
  id: string;
  association: N;
}

/**
 * A list that no list endpoint gives, read through a record's association (a giving person's
 * donations, a list's people): the table, its pager and its states, like a ResourceList's.
 */
export function RelatedList<K extends ReadKey, N extends ManyAssociationOf<K>>({
  path,
  id,
  association,
  ...table
}: RelatedListProps<K, N>) {
  const query = useRelatedPage(path, id, association, table.paging);
  return <PagedTable<RelatedRecordOf<K, N>> query={query} {...table} />;
}
