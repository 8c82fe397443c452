/**
 * Pure checks of JSON:API answers against the catalog, for the conformance tests: record shape,
 * include linkage, sort order and the meaning of where clauses, each returning a list of problems
 * (empty when all is well) so a failing assertion names every offending record.
 */
import type { DialectName } from '../../api/catalog/dialects';
import { normalizeAttribute } from '../../api/catalog/schema';
import type {
  AttributeOptions,
  AttributeSpec,
  ResourceSpec,
  WhereComparison,
} from '../../api/catalog/schema';
import { attributeProblem } from '../../api/catalog/validate';
import type { Identifier, Resource } from './http';
import { isIdentifier } from './http';

export const key = (r: Identifier): string => `${r.type}:${r.id}`;

/** Lower-cases ASCII letters only, as SQLite's NOCASE collation does. */
export const asciiLower = (text: string): string => text.replace(/[A-Z]/g, (c) => c.toLowerCase());

/** Swaps the case of ASCII letters: a value that only matches when matching ignores case. */
export const asciiSwapCase = (text: string): string =>
  text.replace(/[A-Za-z]/g, (c) => (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()));

/**
 * Type, id and attributes of one record against its catalog resource, as a dialect answers it
 * (an attribute only the other dialect's service has is left out: catalog `onlyIn`).
 */
export function recordProblems(
  resource: ResourceSpec,
  record: Resource,
  where: string,
  dialect: DialectName = 'spec',
): string[] {
  const problems: string[] = [];
  if (record.type !== resource.type) {
    problems.push(`${where}: type ${record.type}, expected ${resource.type}`);
  }
  if (typeof record.id !== 'string' || !/^[1-9][0-9]*$/.test(record.id)) {
    problems.push(`${where}: id ${JSON.stringify(record.id)} is not a string id`);
  }
  const expected = Object.entries(resource.attributes)
    .filter(([, spec]) => (normalizeAttribute(spec).onlyIn ?? dialect) === dialect)
    .map(([name]) => name)
    .sort();
  const actual = Object.keys(record.attributes).sort();
  if (JSON.stringify(expected) !== JSON.stringify(actual)) {
    const missing = expected.filter((k) => !actual.includes(k));
    const extra = actual.filter((k) => !expected.includes(k));
    problems.push(
      `${where}: attributes missing [${missing.join(', ')}] extra [${extra.join(', ')}]`,
    );
  }
  for (const [name, spec] of Object.entries(resource.attributes)) {
    if (!Object.hasOwn(record.attributes, name)) continue;
    const problem = attributeProblem(spec, record.attributes[name]);
    if (problem) {
      problems.push(
        `${where}: ${name} = ${JSON.stringify(record.attributes[name])} ${problem}`.slice(0, 300),
      );
    }
  }
  return problems;
}

/**
 * The linkage and `included` of a compound document for one include name: every primary record
 * carries relationships[name].data of the right cardinality, every identifier is in `included` or
 * the primary data, included records are of the target type with valid attributes, `included`
 * has no duplicates, and every included record is linked from some primary record (full linkage,
 * when this is the only include).
 */
export function includeProblems(
  primary: readonly Resource[],
  included: readonly Resource[],
  name: string,
  cardinality: 'one' | 'many',
  target: ResourceSpec,
  options: { onlyInclude: boolean; dialect?: DialectName },
): string[] {
  const problems: string[] = [];
  const available = new Map<string, Resource>();
  for (const r of [...primary, ...included]) available.set(key(r), r);
  const seen = new Set<string>();
  for (const r of included) {
    if (seen.has(key(r))) problems.push(`included repeats ${key(r)}`);
    seen.add(key(r));
  }
  const linked = new Set<string>();
  for (const record of primary) {
    const where = `${key(record)}.relationships.${name}`;
    const relationship = record.relationships[name];
    if (!relationship || !('data' in relationship)) {
      problems.push(`${where} has no data`);
      continue;
    }
    const data = relationship.data;
    if (cardinality === 'many' && !Array.isArray(data)) {
      problems.push(`${where}.data is not an array`);
      continue;
    }
    if (cardinality === 'one' && Array.isArray(data)) {
      problems.push(`${where}.data is an array for a to-one relationship`);
      continue;
    }
    const identifiers: unknown[] = data === null || data === undefined ? [] : [data].flat();
    for (const identifier of identifiers) {
      if (!isIdentifier(identifier)) {
        problems.push(`${where} holds ${JSON.stringify(identifier)}`);
        continue;
      }
      if (identifier.type !== target.type) {
        problems.push(`${where} links ${key(identifier)}, expected type ${target.type}`);
      }
      if (!available.has(key(identifier))) {
        problems.push(`${where} links ${key(identifier)}, which is not included`);
      }
      linked.add(key(identifier));
    }
  }
  for (const r of included) {
    if (r.type !== target.type) problems.push(`included ${key(r)} is not a ${target.type}`);
    else problems.push(...recordProblems(target, r, `included ${key(r)}`, options.dialect));
    if (options.onlyInclude && !linked.has(key(r))) {
      problems.push(`included ${key(r)} is linked from no primary record`);
    }
  }
  return problems;
}

/** The identifiers a relationship's linkage holds, in order. */
export function linkage(record: Resource, name: string): Identifier[] {
  const data = record.relationships[name]?.data;
  if (data === null || data === undefined) return [];
  return Array.isArray(data) ? data : [data];
}

function binary(a: string, b: string): number {
  return Buffer.compare(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));
}

/**
 * How the sandbox's order should compare two attribute values: strings case-insensitively
 * (ASCII folding, byte order otherwise, as SQLite's NOCASE), numbers and booleans by value,
 * dates as text, unspecified values by their JSON text; null before everything.
 */
export function compareValues(spec: AttributeSpec, a: unknown, b: unknown): number {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : -1;
  if (b === null || b === undefined) return 1;
  const type: AttributeOptions['type'] = normalizeAttribute(spec).type;
  switch (type) {
    case 'string':
      return binary(asciiLower(String(a)), asciiLower(String(b)));
    case 'integer':
      return Number(a) - Number(b);
    case 'boolean':
      return Number(a) - Number(b);
    case 'date':
    case 'datetime':
      return binary(String(a), String(b));
    case 'array':
    case 'object':
    case 'unspecified':
      return binary(JSON.stringify(a), JSON.stringify(b));
  }
}

/** Consecutive records out of order for `order=[-]name`. */
export function orderProblems(
  records: readonly Resource[],
  name: string,
  spec: AttributeSpec,
  descending: boolean,
): string[] {
  const problems: string[] = [];
  for (let i = 1; i < records.length; i += 1) {
    const before = records[i - 1];
    const after = records[i];
    if (!before || !after) continue;
    const a = before.attributes[name];
    const b = after.attributes[name];
    const c = compareValues(spec, a, b);
    if (descending ? c < 0 : c > 0) {
      problems.push(
        `${key(before)} ${JSON.stringify(a)} comes before ${key(after)} ${JSON.stringify(b)}`,
      );
    }
  }
  return problems;
}

export type WhereOp = 'eq' | WhereComparison;

function compareWith(op: WhereOp, c: number): boolean {
  switch (op) {
    case 'eq':
      return c === 0;
    case 'gt':
      return c > 0;
    case 'gte':
      return c >= 0;
    case 'lt':
      return c < 0;
    case 'lte':
      return c <= 0;
  }
}

/**
 * Whether an attribute value satisfies `where[name][op]=query`, by the spec's meaning: blank is
 * "is blank" (null or empty), strings match ignoring case, booleans and integers by value,
 * unspecified values by their text; dates and datetimes compare in either format, and a bare
 * date on a datetime attribute stands for that whole UTC day (D6).
 */
export function whereHolds(
  spec: AttributeSpec,
  op: WhereOp,
  query: string,
  value: unknown,
): boolean {
  if (query === '') return value === null || value === '';
  if (value === null || value === undefined) return false;
  const type = normalizeAttribute(spec).type;
  switch (type) {
    case 'boolean':
      return value === (query === 'true');
    case 'integer':
      return value === Number(query);
    case 'string':
      return typeof value === 'string' && asciiLower(value) === asciiLower(query);
    case 'date':
      return compareWith(op, binary(String(value), query.slice(0, 10)));
    case 'datetime': {
      const text = String(value);
      if (query.length === 10) return compareWith(op, binary(text.slice(0, 10), query));
      return compareWith(op, binary(text, query));
    }
    case 'array':
    case 'object':
    case 'unspecified':
      return (typeof value === 'object' ? JSON.stringify(value) : String(value)) === query;
  }
}

/** The text to send for an attribute value in a where clause. */
export function whereText(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The to-one relationships of a resource, sorted by name. */
export function toOneNames(resource: ResourceSpec): string[] {
  return Object.entries(resource.relationships)
    .filter(([, relationship]) => relationship.cardinality === 'one')
    .map(([name]) => name)
    .sort();
}

/** A record as far as its relationships go (a test's Resource, or the client's ResourceObject). */
export interface WithRelationships {
  relationships?: Readonly<Record<string, { data?: unknown }>>;
}

/**
 * The relationships of a record in the real dialect: exactly its to-one relationships (each
 * with `data`, an identifier of the target type or null, and nothing else unless included) and
 * the included ones.
 */
export function toOneLinkageProblems(
  resource: ResourceSpec,
  record: WithRelationships,
  where: string,
  included: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const expected = [...new Set([...toOneNames(resource), ...included])].sort();
  const relationships = record.relationships ?? {};
  const actual = Object.keys(relationships).sort();
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    problems.push(
      `${where}: relationships [${actual.join(', ')}], expected [${expected.join(', ')}]`,
    );
  }
  for (const name of toOneNames(resource)) {
    const relationship = relationships[name];
    if (!relationship) continue;
    const target = resource.relationships[name]?.target;
    if (!included.includes(name) && JSON.stringify(Object.keys(relationship)) !== '["data"]') {
      problems.push(
        `${where}.${name} has [${Object.keys(relationship).join(', ')}], not data only`,
      );
    }
    const data = relationship.data;
    if (data === null) continue;
    if (!isIdentifier(data) || data.type !== target || !/^[1-9][0-9]*$/.test(data.id)) {
      problems.push(`${where}.${name}.data is ${JSON.stringify(data)}, not a ${String(target)}`);
    }
  }
  return problems;
}

/**
 * The `links` a single record has in the real dialect: one per association of its resource,
 * `${self}/${name}` (null for a to-one association whose linkage is null), and `self`.
 */
export function associationLinksOf(
  resource: ResourceSpec,
  record: WithRelationships,
  self: string,
): Record<string, string | null> {
  const links: Record<string, string | null> = {};
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    const unset = relationship.cardinality === 'one' && record.relationships?.[name]?.data === null;
    links[name] = unset ? null : `${self}/${name}`;
  }
  links.self = self;
  return links;
}
