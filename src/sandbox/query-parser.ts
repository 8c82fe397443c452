/**
 * Reads the query language of a request (offset, per_page, order, filter, include, where) and
 * checks it against what the endpoint allows. Unknown names, parameters outside the language
 * (`page`, a bare `where`) and the reserved names with brackets (`include[]`) are a 400 naming the
 * parameter (or ignored, in lenient mode, as the real service does); malformed values are
 * always a 400.
 */
import { isCalendarDate, isUtcDatetime } from '../api/catalog/wire-dates';
import type { DialectName } from '../api/catalog/dialects';
import { queryNamesIn } from '../api/catalog/schema';
import type {
  QueryNames,
  ReadEndpointSpec,
  WhereComparison,
  WhereType,
} from '../api/catalog/schema';
import { httpErrors } from './errors';

export interface WhereClause {
  name: string;
  type: WhereType;
  op: 'eq' | WhereComparison;
  /** The raw text; '' means "is blank". */
  value: string;
}

export interface ParsedQuery {
  include: string[];
  order: { name: string; descending: boolean } | undefined;
  filter: string[];
  where: WhereClause[];
  offset: number;
  perPage: number;
  /**
   * Sparse fieldsets (`fields[CheckIn]=first_name,last_name`): the attributes to send of each
   * type named, as the real service takes them (D146); checked by `checkFields`.
   */
  fields: ReadonlyMap<string, readonly string[]>;
  /** Every parameter as sent, for the links (sorted, as the real service echoes them). */
  pairs: [string, string][];
}

const singleValued = ['offset', 'per_page', 'order', 'include', 'filter'] as const;
const bracketedPattern = /^(offset|per_page|order|include|filter)\[/;
const wherePattern = /^where\[([^\][]+)\](?:\[([^\][]+)\])?$/;
const fieldsPattern = /^fields\[([A-Za-z]+)\]$/;
const comparisons: readonly string[] = ['gt', 'gte', 'lt', 'lte'];

export type AllowedQuery = QueryNames;

export const nothingAllowed: AllowedQuery = { include: [], order: [], filter: [], where: {} };

/** What an endpoint answers in the sandbox's dialect (the real service's own names in its). */
export function allowedOf(
  endpoint: ReadEndpointSpec | undefined,
  dialect: DialectName,
): AllowedQuery {
  return endpoint ? queryNamesIn(endpoint, dialect) : nothingAllowed;
}

function wholeNumber(parameter: string, text: string, min: number, max: number): number {
  if (!/^\d{1,9}$/.test(text)) {
    throw httpErrors.badRequest(
      parameter,
      `${parameter} must be a whole number from ${min} to ${max}`,
    );
  }
  const value = Number(text);
  if (value < min || value > max) {
    throw httpErrors.badRequest(
      parameter,
      `${parameter} must be a whole number from ${min} to ${max}`,
    );
  }
  return value;
}

function checkWhereValue(parameter: string, type: WhereType, value: string): void {
  if (value === '') return;
  const fail = (what: string) => {
    throw httpErrors.badRequest(parameter, `${parameter} takes ${what}; '${value}' is not one`);
  };
  switch (type) {
    case 'boolean':
      if (value !== 'true' && value !== 'false') fail('true or false');
      return;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(value)) fail('a whole number');
      return;
    case 'date':
    case 'datetime':
      if (!isCalendarDate(value) && !isUtcDatetime(value)) {
        fail('a date (YYYY-MM-DD) or a UTC datetime (YYYY-MM-DDTHH:MM:SSZ)');
      }
      return;
    case 'string':
    case 'unspecified':
      return;
  }
}

/** Why a name is not one of the query language's, with the one meant where it is plain. */
function notAParameter(key: string): string {
  if (key === 'page') return 'page is not a parameter: lists are paged with offset and per_page';
  if (key === 'where') return 'where takes an attribute: where[name]=value';
  return `${key} is not a parameter (the parameters are ${[...singleValued, 'where[…]'].join(', ')})`;
}

/**
 * @param list whether the target is a list (show endpoints take include only)
 */
export function parseQuery(
  rawQuery: string,
  allowed: AllowedQuery,
  options: { list: boolean; lenient: boolean },
): ParsedQuery {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(rawQuery);
  } catch {
    throw httpErrors.badRequest('query', 'the query string is malformed');
  }
  const pairs = [...params.entries()];
  const unknown = (parameter: string, detail: string) => {
    if (!options.lenient) throw httpErrors.badRequest(parameter, detail);
  };
  const seen = new Map<string, string>();
  for (const [key, value] of pairs) {
    // include[]=x or per_page[0]=5 is not the parameter without brackets; lenient ignores it.
    const bracketed = bracketedPattern.exec(key)?.[1];
    if (bracketed !== undefined) {
      unknown(key, `${key} is not a parameter: write ${bracketed}=… without brackets`);
    }
    if (
      (singleValued as readonly string[]).includes(key) ||
      key.startsWith('where[') ||
      key.startsWith('fields')
    ) {
      if (seen.has(key)) throw httpErrors.badRequest(key, `${key} is given more than once`);
      seen.set(key, value);
    } else if (bracketed === undefined) {
      unknown(key, notAParameter(key));
    }
  }
  const listOnly = (parameter: string) => {
    if (!options.list && seen.has(parameter)) {
      unknown(parameter, `${parameter} applies to lists only`);
      return true;
    }
    return false;
  };

  const include: string[] = [];
  const includeText = seen.get('include');
  if (includeText !== undefined) {
    for (const name of includeText.split(',')) {
      if (name === '') throw httpErrors.badRequest('include', 'include has an empty name');
      if (!allowed.include.includes(name)) {
        unknown(
          'include',
          `include '${name}' is not allowed here (allowed: ${allowed.include.join(', ') || 'none'})`,
        );
      } else if (!include.includes(name)) {
        include.push(name);
      }
    }
  }

  let order: ParsedQuery['order'];
  const orderText = seen.get('order');
  if (orderText !== undefined && !listOnly('order')) {
    const descending = orderText.startsWith('-');
    const name = descending ? orderText.slice(1) : orderText;
    if (name === '' || /[^a-z0-9_]/.test(name)) {
      throw httpErrors.badRequest(
        'order',
        `order takes one attribute name, optionally prefixed with '-'`,
      );
    }
    if (!allowed.order.includes(name)) {
      unknown(
        'order',
        `order '${name}' is not allowed here (allowed: ${allowed.order.join(', ') || 'none'})`,
      );
    } else {
      order = { name, descending };
    }
  }

  const filter: string[] = [];
  const filterText = seen.get('filter');
  if (filterText !== undefined && !listOnly('filter')) {
    for (const name of filterText.split(',')) {
      if (name === '') throw httpErrors.badRequest('filter', 'filter has an empty name');
      if (!allowed.filter.includes(name)) {
        unknown(
          'filter',
          `filter '${name}' is not allowed here (allowed: ${allowed.filter.join(', ') || 'none'})`,
        );
      } else if (!filter.includes(name)) {
        filter.push(name);
      }
    }
  }

  const where: WhereClause[] = [];
  for (const [key, value] of seen) {
    if (!key.startsWith('where')) continue;
    const match = wherePattern.exec(key);
    if (!match)
      throw httpErrors.badRequest(
        key,
        `${key} is not of the form where[attribute] or where[attribute][gt|gte|lt|lte]`,
      );
    if (!options.list) {
      unknown(key, 'where applies to lists only');
      continue;
    }
    const name = match[1] ?? '';
    const op = match[2];
    const type = Object.hasOwn(allowed.where, name) ? allowed.where[name] : undefined;
    if (type === undefined) {
      unknown(
        key,
        `where[${name}] is not allowed here (allowed: ${Object.keys(allowed.where).join(', ') || 'none'})`,
      );
      continue;
    }
    if (op !== undefined) {
      if (!comparisons.includes(op))
        throw httpErrors.badRequest(key, `unknown comparison '${op}' (use gt, gte, lt or lte)`);
      if (type !== 'date' && type !== 'datetime') {
        throw httpErrors.badRequest(
          key,
          `${name} is not a date: comparisons apply to dates and datetimes`,
        );
      }
      if (value === '') throw httpErrors.badRequest(key, `${key} needs a value`);
    }
    checkWhereValue(key, type, value);
    where.push({ name, type, op: (op ?? 'eq') as WhereClause['op'], value });
  }

  const fields = new Map<string, readonly string[]>();
  for (const [key, value] of seen) {
    if (!key.startsWith('fields')) continue;
    const type = fieldsPattern.exec(key)?.[1];
    if (type === undefined) {
      throw httpErrors.badRequest(
        key,
        `${key} is not of the form fields[Type] (fields[CheckIn]=…)`,
      );
    }
    // An empty list asks for no attributes at all (JSON:API 1.0).
    const names = value === '' ? [] : value.split(',');
    if (names.some((name) => !/^[a-z0-9_]+$/.test(name))) {
      throw httpErrors.badRequest(key, `${key} takes attribute names separated by commas`);
    }
    fields.set(type, [...new Set(names)]);
  }

  const offsetText = seen.get('offset');
  const perPageText = seen.get('per_page');
  if (!options.list) {
    listOnly('offset');
    listOnly('per_page');
  }
  const offset =
    options.list && offsetText !== undefined
      ? wholeNumber('offset', offsetText, 0, 999_999_999)
      : 0;
  const perPage =
    options.list && perPageText !== undefined ? wholeNumber('per_page', perPageText, 1, 100) : 25;

  return { include, order, filter, where, offset, perPage, fields, pairs };
}

/**
 * Checks the sparse fieldsets against the types the answer may hold (the resource, and what its
 * includes may bring) and their attributes: an unknown one is a 400, or ignored when lenient.
 * Answers the fieldsets that apply.
 */
export function checkFields(
  fields: ReadonlyMap<string, readonly string[]>,
  types: ReadonlyMap<string, readonly string[]>,
  lenient: boolean,
): ReadonlyMap<string, readonly string[]> {
  const checked = new Map<string, readonly string[]>();
  for (const [type, names] of fields) {
    const parameter = `fields[${type}]`;
    const attributes = types.get(type);
    if (attributes === undefined) {
      if (lenient) continue;
      throw httpErrors.badRequest(
        parameter,
        `${parameter}: ${type} is not a type of this answer (its types: ${[...types.keys()].join(', ')})`,
      );
    }
    const unknown = names.filter((name) => !attributes.includes(name));
    if (unknown.length > 0 && !lenient) {
      throw httpErrors.badRequest(
        parameter,
        `${parameter}: ${type} has no attribute ${unknown.map((n) => `'${n}'`).join(', ')}`,
      );
    }
    checked.set(
      type,
      names.filter((name) => attributes.includes(name)),
    );
  }
  return checked;
}
