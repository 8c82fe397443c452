import { useState } from 'react';

import { perPageLimits } from '../../api/query-params';
import { useSearchParamsUpdate } from './list-url-state';

/** Where a list is in its pages, and how to move. */
export interface Paging {
  offset: number;
  perPage: number;
  setOffset: (offset: number) => void;
  /** A new page size starts again at the first page. */
  setPerPage: (perPage: number) => void;
}

function wholeNumber(text: string | null): number | undefined {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * A list's offset and page size in the URL under a prefix (`donations_offset`), for a list that
 * is not a list endpoint's (a record's association), so reload and back/forward keep its page.
 * Neither the first page nor the default size is written.
 */
export function useUrlPaging(
  prefix: string,
  defaultPerPage: number = perPageLimits.default,
): Paging {
  const [params, update] = useSearchParamsUpdate();
  const offset = wholeNumber(params.get(`${prefix}offset`)) ?? 0;
  const wanted = wholeNumber(params.get(`${prefix}per_page`));
  const perPage =
    wanted !== undefined && wanted >= perPageLimits.min && wanted <= perPageLimits.max
      ? wanted
      : defaultPerPage;
  return {
    offset,
    perPage,
    setOffset: (value) =>
      update((next) => {
        if (value <= 0) next.delete(`${prefix}offset`);
        else next.set(`${prefix}offset`, String(value));
      }),
    setPerPage: (value) =>
      update((next) => {
        next.delete(`${prefix}offset`);
        if (value === defaultPerPage) next.delete(`${prefix}per_page`);
        else next.set(`${prefix}per_page`, String(value));
      }),
  };
}

/** A list's page kept by the page itself, for a short list inside a record's page. */
export function useLocalPaging(defaultPerPage: number): Paging {
  const [state, setState] = useState({ offset: 0, perPage: defaultPerPage });
  return {
    ...state,
    setOffset: (offset) => setState((current) => ({ ...current, offset })),
    setPerPage: (perPage) => setState({ offset: 0, perPage }),
  };
}
