import { ApiUsageError } from './api-error';
import { isCalendarDate, isUtcDatetime } from './catalog/wire-dates';
import type { ReadEndpointSpec, WhereComparison, WhereType } from './catalog/schema';

export const perPageLimits = { min: 1, max: 100, default: 25 } as const;

const comparisons: readonly WhereComparison[] = ['gt', 'gte', 'lt', 'lte'];

/** The list parameters as plain values, before the catalog has checked them. */
export interface RawListQuery {
  include?: readonly string[];
  order?: string;
  filter?: readonly string[];
  where?: Readonly<Record<string, unknown>>;
  offset?: number;
  perPage?: number;
}

function whereValueText(name: string, type: WhereType, value: unknown): string {
  const parameter = `where[${name}]`;
  switch (type) {
    case 'boolean':
      if (typeof value !== 'boolean')
        throw new ApiUsageError(parameter, `${parameter} takes true or false`);
      return String(value);
    case 'integer':
      if (!Number.isSafeInteger(value))
        throw new ApiUsageError(parameter, `${parameter} takes an integer`);
      return String(value);
    case 'date':
    case 'datetime': {
      // Either format is accepted for both: a date selects that whole day.
      if (typeof value !== 'string' || !(isCalendarDate(value) || isUtcDatetime(value))) {
        throw new ApiUsageError(
          parameter,
          `${parameter} takes a date (YYYY-MM-DD) or datetime (YYYY-MM-DDTHH:MM:SSZ)`,
        );
      }
      return value;
    }
    case 'string':
    case 'unspecified':
      if (typeof value !== 'string')
        throw new ApiUsageError(parameter, `${parameter} takes a string`);
      return value;
  }
}

/**
 * Checks list parameters against an endpoint's allowed names and value types and turns them
 * into query pairs. Throws ApiUsageError naming the parameter, so nothing bad is ever sent.
 */
export function buildListQuery(
  endpoint: Pick<ReadEndpointSpec, 'include' | 'order' | 'filter' | 'where'>,
  query: RawListQuery,
  options: { list: boolean },
): [string, string][] {
  const pairs: [string, string][] = [];

  if (query.include && query.include.length > 0) {
    for (const name of query.include) {
      if (!endpoint.include.includes(name)) {
        throw new ApiUsageError(
          'include',
          `include '${name}' is not allowed here (allowed: ${endpoint.include.join(', ') || 'none'})`,
        );
      }
    }
    pairs.push(['include', [...new Set(query.include)].join(',')]);
  }
  if (!options.list) {
    const extra = (['order', 'filter', 'where', 'offset', 'perPage'] as const).find(
      (name) => query[name] !== undefined,
    );
    if (extra) throw new ApiUsageError(extra, `${extra} applies to lists only`);
    return pairs;
  }

  if (query.order !== undefined) {
    const name = query.order.startsWith('-') ? query.order.slice(1) : query.order;
    if (!endpoint.order.includes(name)) {
      throw new ApiUsageError(
        'order',
        `order '${name}' is not allowed here (allowed: ${endpoint.order.join(', ') || 'none'})`,
      );
    }
    pairs.push(['order', query.order]);
  }
  if (query.filter && query.filter.length > 0) {
    for (const name of query.filter) {
      if (!endpoint.filter.includes(name)) {
        throw new ApiUsageError(
          'filter',
          `filter '${name}' is not allowed here (allowed: ${endpoint.filter.join(', ') || 'none'})`,
        );
      }
    }
    pairs.push(['filter', [...new Set(query.filter)].join(',')]);
  }
  for (const [name, value] of Object.entries(query.where ?? {})) {
    if (value === undefined) continue;
    const type = Object.hasOwn(endpoint.where, name) ? endpoint.where[name] : undefined;
    if (type === undefined) {
      const allowed = Object.keys(endpoint.where).join(', ') || 'none';
      throw new ApiUsageError(
        `where[${name}]`,
        `where[${name}] is not allowed here (allowed: ${allowed})`,
      );
    }
    if ((type === 'date' || type === 'datetime') && typeof value === 'object' && value !== null) {
      for (const [op, bound] of Object.entries(value)) {
        if (!(comparisons as readonly string[]).includes(op)) {
          throw new ApiUsageError(
            `where[${name}][${op}]`,
            `unknown comparison '${op}' (use gt, gte, lt or lte)`,
          );
        }
        if (bound !== undefined) {
          pairs.push([`where[${name}][${op}]`, whereValueText(name, type, bound)]);
        }
      }
      continue;
    }
    pairs.push([`where[${name}]`, whereValueText(name, type, value)]);
  }
  if (query.offset !== undefined) {
    if (!Number.isSafeInteger(query.offset) || query.offset < 0) {
      throw new ApiUsageError('offset', 'offset must be a whole number of at least 0');
    }
    pairs.push(['offset', String(query.offset)]);
  }
  if (query.perPage !== undefined) {
    const { min, max } = perPageLimits;
    if (!Number.isSafeInteger(query.perPage) || query.perPage < min || query.perPage > max) {
      throw new ApiUsageError('per_page', `per_page must be a whole number from ${min} to ${max}`);
    }
    pairs.push(['per_page', String(query.perPage)]);
  }
  return pairs;
}

/**
 * Sparse fieldsets as query pairs (`fields[CheckIn]=first_name,last_name`), each type checked
 * against the types the answer may hold (`types`: type → its attribute names) and each name
 * against its type's attributes. Throws ApiUsageError, so nothing bad is ever sent.
 */
export function fieldsPairs(
  types: ReadonlyMap<string, readonly string[]>,
  fields: Readonly<Record<string, readonly string[] | undefined>> | undefined,
): [string, string][] {
  const pairs: [string, string][] = [];
  for (const [type, names] of Object.entries(fields ?? {})) {
    if (names === undefined) continue;
    const parameter = `fields[${type}]`;
    const attributes = types.get(type);
    if (attributes === undefined) {
      throw new ApiUsageError(
        parameter,
        `${type} is not a type of this answer (its types: ${[...types.keys()].join(', ')})`,
      );
    }
    const unknown = names.find((name) => !attributes.includes(name));
    if (unknown !== undefined) {
      throw new ApiUsageError(parameter, `${type} has no attribute '${unknown}'`);
    }
    pairs.push([parameter, [...new Set(names)].join(',')]);
  }
  return pairs;
}

/** Fills `{name}` placeholders; every value is URI-encoded so an id can never add a path segment. */
export function fillPath(template: string, params: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z_]+)\}/g, (_, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (typeof value !== 'string' || value === '') {
      throw new ApiUsageError(name, `path parameter '${name}' is missing`);
    }
    return encodeURIComponent(value);
  });
}

export function encodeQuery(pairs: readonly [string, string][]): string {
  if (pairs.length === 0) return '';
  return `?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`;
}
