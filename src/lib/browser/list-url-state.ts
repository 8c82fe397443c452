import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams, type NavigateOptions } from 'react-router';

import { ApiUsageError } from '../../api/api-error';
import { readEndpointSpec } from '../../api/catalog/catalog';
import type { ReadEndpointSpec, WhereType } from '../../api/catalog/schema';
import type { FilterOf, IncludeOf, ListKey, ListOptions, OrderOf } from '../../api/client-types';
import { buildListQuery, perPageLimits, type RawListQuery } from '../../api/query-params';
import type { Paging } from './list-paging';

/** A list's query as it lives in the URL: plain values, checked against the catalog. */
export interface ListUrlQuery {
  order: string | undefined;
  filter: string[];
  /** where[name] (string) or where[name][gte] etc. (date ranges), as the URL spells them. */
  where: Record<string, string | Record<string, string>>;
  include: string[];
  offset: number;
  perPage: number;
}

export interface ListUrlDefaults<K extends ListKey> {
  order?: OrderOf<K>;
  perPage?: number;
  include?: readonly IncludeOf<K>[];
}

/** What was read from the URL and what of it had to be ignored, with a reason for each. */
export interface ParsedListUrl {
  query: ListUrlQuery;
  problems: string[];
}

// Any operator name is read, so that an unknown one is reported instead of silently dropped.
const comparisonPattern = /^where\[([a-z0-9_]+)\]\[([a-z0-9_]+)\]$/;
const wherePattern = /^where\[([a-z0-9_]+)\]$/;

function whereValue(type: WhereType, text: string): unknown {
  if (type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : text;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/** Checks one part of a query with the client's own checks; returns the reason it is refused. */
function refusal(endpoint: ReadEndpointSpec, query: RawListQuery): string | undefined {
  try {
    buildListQuery(endpoint, query, { list: true });
    return undefined;
  } catch (error) {
    if (error instanceof ApiUsageError) return error.message;
    throw error;
  }
}

function splitList(value: string | null): string[] {
  return value === null ? [] : value.split(',').filter((part) => part !== '');
}

/**
 * Reads a list's state from URL search parameters (optionally under a prefix, for pages with
 * several lists). Anything the endpoint does not allow is dropped and reported, never sent.
 */
export function parseListUrl(
  path: ListKey,
  params: URLSearchParams,
  defaults: { order?: string; perPage?: number; include?: readonly string[] } = {},
  prefix = '',
): ParsedListUrl {
  const endpoint = readEndpointSpec(path);
  if (!endpoint) throw new Error(`No list endpoint ${path} in the catalog`);
  const problems: string[] = [];
  const get = (name: string) => params.get(prefix + name);
  const query: ListUrlQuery = {
    order: defaults.order,
    filter: [],
    where: {},
    include: [...(defaults.include ?? [])],
    offset: 0,
    perPage: defaults.perPage ?? perPageLimits.default,
  };

  const order = get('order');
  if (order !== null && order !== '') {
    const reason = refusal(endpoint, { order });
    if (reason) problems.push(reason);
    else query.order = order;
  }
  for (const name of splitList(get('filter'))) {
    const reason = refusal(endpoint, { filter: [name] });
    if (reason) problems.push(reason);
    else if (!query.filter.includes(name)) query.filter.push(name);
  }
  for (const name of splitList(get('include'))) {
    const reason = refusal(endpoint, { include: [name] });
    if (reason) problems.push(reason);
    else if (!query.include.includes(name)) query.include.push(name);
  }
  for (const [key, text] of params) {
    if (!key.startsWith(prefix)) continue;
    const bare = key.slice(prefix.length);
    const comparison = comparisonPattern.exec(bare);
    const plain = comparison ? null : wherePattern.exec(bare);
    const name = comparison?.[1] ?? plain?.[1];
    if (name === undefined || text === '') continue;
    const type = Object.hasOwn(endpoint.where, name) ? endpoint.where[name] : undefined;
    const value = type === undefined ? text : whereValue(type, text);
    const op = comparison?.[2];
    const reason = refusal(endpoint, { where: { [name]: op ? { [op]: value } : value } });
    if (reason) {
      problems.push(reason);
      continue;
    }
    if (op) {
      const existing = query.where[name];
      query.where[name] = { ...(typeof existing === 'object' ? existing : {}), [op]: text };
    } else {
      query.where[name] = text;
    }
  }

  const offsetText = get('offset');
  if (offsetText !== null) {
    const offset = /^\d+$/.test(offsetText) ? Number(offsetText) : Number.NaN;
    if (Number.isSafeInteger(offset)) query.offset = offset;
    else problems.push(`offset '${offsetText}' is not a whole number of at least 0`);
  }
  const perPageText = get('per_page');
  if (perPageText !== null) {
    const perPage = /^\d+$/.test(perPageText) ? Number(perPageText) : Number.NaN;
    const reason = refusal(endpoint, { perPage });
    if (reason) problems.push(reason);
    else query.perPage = perPage;
  }
  return { query, problems };
}

/** The URL's query as the typed client's list options. */
export function toListOptions<K extends ListKey, I extends IncludeOf<K>>(
  path: K,
  query: ListUrlQuery,
): ListOptions<K, I> {
  const endpoint = readEndpointSpec(path);
  const where: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(query.where)) {
    const type = endpoint && Object.hasOwn(endpoint.where, name) ? endpoint.where[name] : undefined;
    where[name] = typeof value === 'string' && type !== undefined ? whereValue(type, value) : value;
  }
  const options = {
    ...(query.order === undefined ? {} : { order: query.order }),
    ...(query.filter.length > 0 ? { filter: query.filter } : {}),
    ...(Object.keys(where).length > 0 ? { where } : {}),
    ...(query.include.length > 0 ? { include: query.include } : {}),
    offset: query.offset,
    perPage: query.perPage,
  };
  // Every part was checked against the catalog by parseListUrl.
  return options as unknown as ListOptions<K, I>;
}

/**
 * Changes the URL's search parameters, each change building on the one before it. React Router
 * hands a functional update the parameters of the last render, so two quick changes (a filter,
 * then the order, before the page re-rendered) would lose the first; this keeps the URLs it asked
 * for until a render shows them.
 */
export function useSearchParamsUpdate(): readonly [
  URLSearchParams,
  (change: (next: URLSearchParams) => void, options?: NavigateOptions) => void,
] {
  const [params, setParams] = useSearchParams();
  // Search strings asked for and not rendered yet, oldest first.
  const pending = useRef<string[]>([]);
  const rendered = params.toString();
  useEffect(() => {
    const index = pending.current.indexOf(rendered);
    // A render of one of ours settles it and the ones before it; any other URL (back, forward,
    // a link) replaces them all.
    pending.current = index === -1 ? [] : pending.current.slice(index + 1);
  }, [rendered]);
  const update = useCallback(
    (change: (next: URLSearchParams) => void, options?: NavigateOptions) => {
      setParams((current) => {
        const next = new URLSearchParams(pending.current.at(-1) ?? current);
        change(next);
        pending.current = [...pending.current, next.toString()];
        return next;
      }, options);
    },
    [setParams],
  );
  return [params, update] as const;
}

export interface ListUrlState<K extends ListKey, I extends IncludeOf<K>> {
  query: ListUrlQuery;
  /** Ready for the client / useApiList. */
  options: ListOptions<K, I>;
  /** Parts of the URL that were ignored, and why (show them: a shared link may be stale). */
  problems: string[];
  setOrder(order: OrderOf<K> | undefined): void;
  /**
   * Sets the filters; a function gets the filters of the latest URL, so a toggle made before the
   * page re-rendered still sees the one before it.
   */
  setFilters(
    filters: readonly FilterOf<K>[] | ((current: FilterOf<K>[]) => readonly FilterOf<K>[]),
  ): void;
  /** Sets or clears where[name]; a date range passes { gte, lte }. */
  setWhere(name: string, value: string | Record<string, string> | undefined): void;
  /** The list's page and page size, and how to move (a new size starts at the first page). */
  paging: Paging;
  /** Drops every parameter of this list from the URL. */
  reset(): void;
}

/**
 * A list's offset, per_page, order, filter, where and include, kept in the URL so reload,
 * back/forward and a shared link show the same list. Changing the query goes back to the first
 * page; every change is a history entry.
 */
export function useListUrlState<K extends ListKey, I extends IncludeOf<K> = never>(
  path: K,
  defaults: ListUrlDefaults<K> = {},
  prefix = '',
): ListUrlState<K, I> {
  const [params, updateParams] = useSearchParamsUpdate();
  const defaultOrder = defaults.order;
  const defaultPerPage = defaults.perPage;
  const defaultInclude = defaults.include;
  const parsed = useMemo(
    () =>
      parseListUrl(
        path,
        params,
        { order: defaultOrder, perPage: defaultPerPage, include: defaultInclude },
        prefix,
      ),
    [path, params, defaultOrder, defaultPerPage, defaultInclude, prefix],
  );

  const update = useCallback(
    (change: (next: URLSearchParams) => void, keepOffset = false) => {
      updateParams((next) => {
        change(next);
        if (!keepOffset) next.delete(prefix + 'offset');
      });
    },
    [updateParams, prefix],
  );

  const options = useMemo(() => toListOptions<K, I>(path, parsed.query), [path, parsed.query]);

  return {
    query: parsed.query,
    options,
    problems: parsed.problems,
    setOrder: (order) =>
      update((next) => {
        if (order === undefined || order === defaultOrder) next.delete(prefix + 'order');
        else next.set(prefix + 'order', order);
      }),
    setFilters: (filters) =>
      update((next) => {
        const value =
          typeof filters === 'function'
            ? // The URL's names were checked when it was parsed; bad ones stay to be reported.
              filters(splitList(next.get(prefix + 'filter')) as FilterOf<K>[])
            : filters;
        if (value.length === 0) next.delete(prefix + 'filter');
        else next.set(prefix + 'filter', [...new Set(value)].join(','));
      }),
    setWhere: (name, value) =>
      update((next) => {
        for (const key of [...next.keys()]) {
          if (key === `${prefix}where[${name}]` || key.startsWith(`${prefix}where[${name}][`)) {
            next.delete(key);
          }
        }
        if (typeof value === 'string') {
          if (value !== '') next.set(`${prefix}where[${name}]`, value);
        } else if (value !== undefined) {
          for (const [op, bound] of Object.entries(value)) {
            if (bound !== '') next.set(`${prefix}where[${name}][${op}]`, bound);
          }
        }
      }),
    paging: {
      offset: parsed.query.offset,
      perPage: parsed.query.perPage,
      setOffset: (offset) =>
        update((next) => {
          if (offset <= 0) next.delete(prefix + 'offset');
          else next.set(prefix + 'offset', String(offset));
        }, true),
      setPerPage: (perPage) =>
        update((next) => {
          if (perPage === (defaultPerPage ?? perPageLimits.default)) {
            next.delete(prefix + 'per_page');
          } else next.set(prefix + 'per_page', String(perPage));
        }),
    },
    reset: () =>
      update((next) => {
        for (const key of [...next.keys()]) {
          const bare = key.slice(prefix.length);
          if (
            key.startsWith(prefix) &&
            (['order', 'filter', 'include', 'offset', 'per_page'].includes(bare) ||
              bare.startsWith('where['))
          ) {
            next.delete(key);
          }
        }
      }),
  };
}
