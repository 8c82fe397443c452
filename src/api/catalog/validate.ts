/**
 * Checks values and write bodies against the catalog. Shared by the client (before sending),
 * the sandbox (answering 422) and the forms (before submitting), so all three agree.
 */
import { normalizeAttribute } from './schema';
import type { AttributeSpec, ResourceSpec, WriteEndpointSpec } from './schema';

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const datetimePattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/;

export function isCalendarDate(value: string): boolean {
  const m = datePattern.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export function isUtcDatetime(value: string): boolean {
  const m = datetimePattern.exec(value);
  if (!m) return false;
  return (
    isCalendarDate(`${m[1]}-${m[2]}-${m[3]}`) &&
    Number(m[4]) < 24 &&
    Number(m[5]) < 60 &&
    Number(m[6]) < 60
  );
}

/** Why a value does not fit an attribute, or undefined when it fits. */
export function attributeProblem(spec: AttributeSpec, value: unknown): string | undefined {
  const a = normalizeAttribute(spec);
  if (value === null) return a.nullable ? undefined : "can't be null";
  if (value === undefined) return 'is missing';
  switch (a.type) {
    case 'unspecified':
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : 'must be true or false';
    case 'integer':
      return Number.isSafeInteger(value) ? undefined : 'must be a whole number';
    case 'date':
      return typeof value === 'string' && isCalendarDate(value)
        ? undefined
        : 'must be a date (YYYY-MM-DD)';
    case 'datetime':
      return typeof value === 'string' && isUtcDatetime(value)
        ? undefined
        : 'must be a UTC datetime (YYYY-MM-DDTHH:MM:SSZ)';
    case 'string': {
      if (typeof value !== 'string') return 'must be text';
      const dated = (a.datedValues ?? []).some(
        (prefix) => value.startsWith(prefix) && isCalendarDate(value.slice(prefix.length)),
      );
      if (a.values && !a.values.includes(value) && !dated) {
        const allowed = [...a.values, ...(a.datedValues ?? []).map((p) => `${p}{date}`)];
        return `must be one of: ${allowed.join(', ')}`;
      }
      if (a.pattern && !new RegExp(a.pattern).test(value)) return 'has the wrong format';
      return undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) return 'must be a list';
      if (!a.items) return undefined;
      for (const [i, item] of value.entries()) {
        const problem = shapeProblem(a.items, item);
        if (problem) return `item ${i + 1} ${problem}`;
      }
      return undefined;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return 'must be an object';
      return a.fields ? shapeProblem(a.fields, value) : undefined;
    }
  }
}

function shapeProblem(
  shape: Readonly<Record<string, AttributeSpec>>,
  value: unknown,
): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'must be an object';
  for (const [name, spec] of Object.entries(shape)) {
    const problem = attributeProblem(spec, (value as Record<string, unknown>)[name]);
    if (problem) return `${name} ${problem}`;
  }
  return undefined;
}

export interface PayloadProblem {
  /** JSON pointer into the request body, e.g. /data/attributes/total. */
  pointer: string;
  title: string;
  detail: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks a create (POST) or update (PATCH) body: `{ data: { type, id?, attributes, relationships? } }`.
 * Unknown or read-only attributes, wrong types, missing required attributes and relationships
 * each give one problem.
 */
export function writePayloadProblems(
  endpoint: WriteEndpointSpec,
  resource: ResourceSpec,
  body: unknown,
  options: { id?: string } = {},
): PayloadProblem[] {
  const problems: PayloadProblem[] = [];
  const add = (pointer: string, title: string, detail: string) =>
    problems.push({ pointer, title, detail });

  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    add('/data', 'Invalid payload', "the body must be a JSON object with a 'data' object");
    return problems;
  }
  const data = body.data;
  if (data.type !== resource.type) {
    add('/data/type', 'Invalid type', `type must be '${resource.type}'`);
  }
  if (endpoint.method === 'PATCH' && data.id !== undefined && data.id !== options.id) {
    add('/data/id', 'Invalid id', 'id must match the id in the path');
  }
  // Left out is none; null is not an object (JSON:API: attributes MUST be an object).
  const attributes = data.attributes === undefined ? {} : data.attributes;
  if (!isPlainObject(attributes)) {
    add('/data/attributes', 'Invalid attributes', 'attributes must be an object');
    return problems;
  }
  for (const [name, value] of Object.entries(attributes)) {
    const pointer = `/data/attributes/${name}`;
    if (!endpoint.writable.includes(name)) {
      add(pointer, 'Forbidden Attribute', `${name} cannot be assigned`);
      continue;
    }
    const spec = resource.attributes[name];
    const problem = spec === undefined ? 'is not an attribute' : attributeProblem(spec, value);
    if (problem) add(pointer, 'Validation Error', `${name} ${problem}`);
  }
  if (endpoint.method === 'POST') {
    for (const name of endpoint.required ?? []) {
      const value = attributes[name];
      const pointer = `/data/attributes/${name}`;
      if (problems.some((p) => p.pointer === pointer)) continue;
      if (value === undefined || value === null || value === '') {
        add(`/data/attributes/${name}`, 'Validation Error', `${name} can't be blank`);
      }
    }
  }

  const relationships = data.relationships === undefined ? {} : data.relationships;
  if (!isPlainObject(relationships)) {
    add('/data/relationships', 'Invalid relationships', 'relationships must be an object');
    return problems;
  }
  const allowed = endpoint.method === 'POST' ? (endpoint.relationships ?? {}) : {};
  for (const [name, rel] of Object.entries(relationships)) {
    const pointer = `/data/relationships/${name}`;
    const spec = Object.hasOwn(allowed, name) ? allowed[name] : undefined;
    if (!spec) {
      add(pointer, 'Forbidden Relationship', `${name} cannot be assigned`);
      continue;
    }
    const linkage = isPlainObject(rel) ? rel.data : undefined;
    const identifiers = spec.cardinality === 'many' ? linkage : [linkage];
    const valid =
      Array.isArray(identifiers) &&
      identifiers.every(
        (id) =>
          isPlainObject(id) && id.type === spec.target && typeof id.id === 'string' && id.id !== '',
      );
    if (!valid) {
      const shape =
        spec.cardinality === 'many'
          ? `{ data: [{ type: '${spec.target}', id }] }`
          : `{ data: { type: '${spec.target}', id } }`;
      add(pointer, 'Validation Error', `${name} must be ${shape}`);
    } else if (spec.cardinality === 'many' && spec.required && identifiers.length === 0) {
      add(pointer, 'Validation Error', `${name} can't be empty`);
    }
  }
  for (const [name, spec] of Object.entries(allowed)) {
    if (spec.required && !Object.hasOwn(relationships, name)) {
      add(`/data/relationships/${name}`, 'Validation Error', `${name} is required`);
    }
  }
  return problems;
}
