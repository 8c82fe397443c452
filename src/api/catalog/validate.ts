/**
 * Checks values and write bodies against the catalog. Shared by the client (before sending),
 * the sandbox (answering 422) and the forms (before submitting), so all three agree.
 */
import { normalizeAttribute } from './schema';
import type { AttributeSpec, ResourceSpec, WriteShape } from './schema';
import { isCalendarDate, isUtcDatetime } from './wire-dates';

/**
 * What is wrong with a value for an attribute, as data: the forms word it in the person's
 * language, the client and the sandbox in the API's English (`attributeProblem`).
 */
export type AttributeIssue =
  | {
      readonly kind:
        | 'null'
        | 'missing'
        | 'boolean'
        | 'integer'
        | 'date'
        | 'datetime'
        | 'text'
        | 'format'
        | 'list'
        | 'object';
    }
  /** Not one of the listed values; `allowed` as the API spells them (`on hold until {date}`). */
  | { readonly kind: 'oneOf'; readonly allowed: readonly string[] }
  /** A part of a list or an object is wrong: `problem` says which, in the API's English. */
  | { readonly kind: 'part'; readonly problem: string };

/** What is wrong with a value for an attribute, or undefined when it fits. */
export function attributeIssue(spec: AttributeSpec, value: unknown): AttributeIssue | undefined {
  const a = normalizeAttribute(spec);
  if (value === null) return a.nullable ? undefined : { kind: 'null' };
  if (value === undefined) return { kind: 'missing' };
  switch (a.type) {
    case 'unspecified':
      return undefined;
    case 'boolean':
      return typeof value === 'boolean' ? undefined : { kind: 'boolean' };
    case 'integer':
      return Number.isSafeInteger(value) ? undefined : { kind: 'integer' };
    case 'date':
      return typeof value === 'string' && isCalendarDate(value) ? undefined : { kind: 'date' };
    case 'datetime':
      return typeof value === 'string' && isUtcDatetime(value) ? undefined : { kind: 'datetime' };
    case 'string': {
      if (typeof value !== 'string') return { kind: 'text' };
      const dated = (a.datedValues ?? []).some(
        (prefix) => value.startsWith(prefix) && isCalendarDate(value.slice(prefix.length)),
      );
      if (a.values && !a.values.includes(value) && !dated) {
        const allowed = [...a.values, ...(a.datedValues ?? []).map((p) => `${p}{date}`)];
        return { kind: 'oneOf', allowed };
      }
      if (a.pattern && !new RegExp(a.pattern).test(value)) return { kind: 'format' };
      return undefined;
    }
    case 'array': {
      if (!Array.isArray(value)) return { kind: 'list' };
      if (!a.items) return undefined;
      for (const [i, item] of value.entries()) {
        const problem = shapeProblem(a.items, item);
        if (problem) return { kind: 'part', problem: `item ${i + 1} ${problem}` };
      }
      return undefined;
    }
    case 'object': {
      if (typeof value !== 'object' || Array.isArray(value)) return { kind: 'object' };
      const problem = a.fields ? shapeProblem(a.fields, value) : undefined;
      return problem === undefined ? undefined : { kind: 'part', problem };
    }
  }
}

const issueWords: Readonly<Record<Exclude<AttributeIssue['kind'], 'oneOf' | 'part'>, string>> = {
  null: "can't be null",
  missing: 'is missing',
  boolean: 'must be true or false',
  integer: 'must be a whole number',
  date: 'must be a date (YYYY-MM-DD)',
  datetime: 'must be a UTC datetime (YYYY-MM-DDTHH:MM:SSZ)',
  text: 'must be text',
  format: 'has the wrong format',
  list: 'must be a list',
  object: 'must be an object',
};

/** Why a value does not fit an attribute, in the API's English, or undefined when it fits. */
export function attributeProblem(spec: AttributeSpec, value: unknown): string | undefined {
  const issue = attributeIssue(spec, value);
  if (issue === undefined) return undefined;
  if (issue.kind === 'oneOf') return `must be one of: ${issue.allowed.join(', ')}`;
  if (issue.kind === 'part') return issue.problem;
  return issueWords[issue.kind];
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

/** The title of a 422 for an attribute a write does not take, as the real service titles it. */
export const forbiddenAttributeTitle = 'Forbidden Attribute';

export interface PayloadProblem {
  /** JSON pointer into the request body, e.g. /data/attributes/total. */
  pointer: string;
  title: string;
  detail: string;
}

/** A write body read against its shape: what is wrong with it, and what it says. */
export interface CheckedWrite {
  problems: PayloadProblem[];
  /** The attributes to store: plain ones, and an `*_id` the resource has as an attribute (as a number). */
  attributes: Record<string, unknown>;
  /** The ids of each record the body names (none: set to null), by link name. */
  links: Record<string, string[]>;
  /** Where the body named each link, for messages about it. */
  linkPointers: Record<string, string>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const idText = /^[1-9][0-9]{0,15}$/;

/** An `*_id` attribute's value: a record id, as a number or as text. */
function isIdValue(value: unknown): value is number | string {
  return typeof value === 'number'
    ? Number.isSafeInteger(value) && value > 0
    : typeof value === 'string' && idText.test(value);
}

/**
 * Checks a create (POST) or update (PATCH) body, `{ data: { type, id?, attributes,
 * relationships? } }`, against its shape in a dialect (write-shapes.ts). Unknown or read-only
 * attributes, wrong types, missing required attributes and links each give one problem.
 */
export function checkWriteBody(
  shape: WriteShape,
  resource: ResourceSpec,
  body: unknown,
  options: { id?: string } = {},
): CheckedWrite {
  const checked: CheckedWrite = { problems: [], attributes: {}, links: {}, linkPointers: {} };
  const { problems } = checked;
  const add = (pointer: string, title: string, detail: string) =>
    problems.push({ pointer, title, detail });

  if (!isPlainObject(body) || !isPlainObject(body.data)) {
    add('/data', 'Invalid payload', "the body must be a JSON object with a 'data' object");
    return checked;
  }
  const data = body.data;
  if (data.type === undefined ? !shape.typeOptional : data.type !== resource.type) {
    add('/data/type', 'Invalid type', `type must be '${resource.type}'`);
  }
  if (shape.method === 'PATCH' && data.id !== undefined && data.id !== options.id) {
    add('/data/id', 'Invalid id', 'id must match the id in the path');
  }
  // Left out is none; null is not an object (JSON:API: attributes MUST be an object).
  const attributes = data.attributes === undefined ? {} : data.attributes;
  if (!isPlainObject(attributes)) {
    add('/data/attributes', 'Invalid attributes', 'attributes must be an object');
    return checked;
  }
  const linkOfId = new Map(
    Object.entries(shape.links).flatMap(([name, link]) =>
      link.idAttribute ? [[link.idAttribute, { name, link }] as const] : [],
    ),
  );
  for (const [name, value] of Object.entries(attributes)) {
    const pointer = `/data/attributes/${name}`;
    const named = linkOfId.get(name);
    if (named) {
      if (value === null && !named.link.required) {
        checked.links[named.name] = [];
      } else if (isIdValue(value)) {
        checked.links[named.name] = [String(value)];
      } else {
        add(
          pointer,
          'Validation Error',
          value === null
            ? `${name} can't be blank`
            : `${name} must be an id: a whole number, as a number or as text`,
        );
        continue;
      }
      checked.linkPointers[named.name] = pointer;
      // An attribute the record also has (a household's primary_contact_id) is stored as well.
      if (Object.hasOwn(resource.attributes, name)) {
        checked.attributes[name] = value === null ? null : Number(value);
      }
      continue;
    }
    if (!shape.writable.includes(name)) {
      add(pointer, forbiddenAttributeTitle, `${name} cannot be assigned`);
      continue;
    }
    const spec = resource.attributes[name];
    const problem = spec === undefined ? 'is not an attribute' : attributeProblem(spec, value);
    if (problem) add(pointer, 'Validation Error', `${name} ${problem}`);
    else checked.attributes[name] = value;
  }
  if (shape.forbiddenAlone && problems.some((p) => p.title === forbiddenAttributeTitle)) {
    checked.problems = problems.filter((p) => p.title === forbiddenAttributeTitle);
    return checked;
  }
  if (shape.method === 'POST') {
    for (const name of shape.required) {
      const value = attributes[name];
      const pointer = `/data/attributes/${name}`;
      if (problems.some((p) => p.pointer === pointer)) continue;
      if (value === undefined || value === null || value === '') {
        add(pointer, 'Validation Error', `${name} can't be blank`);
      }
    }
  }

  const relationships = data.relationships === undefined ? {} : data.relationships;
  if (!isPlainObject(relationships)) {
    add('/data/relationships', 'Invalid relationships', 'relationships must be an object');
    return checked;
  }
  for (const [name, rel] of Object.entries(relationships)) {
    const pointer = `/data/relationships/${name}`;
    const link = Object.hasOwn(shape.links, name) ? shape.links[name] : undefined;
    if (!link?.relationship) {
      if (shape.unknownRelationships === 'refuse') {
        add(pointer, 'Forbidden Relationship', `${name} cannot be assigned`);
      }
      continue;
    }
    const linkage = isPlainObject(rel) ? rel.data : undefined;
    const identifiers = link.cardinality === 'many' ? linkage : [linkage];
    const valid =
      Array.isArray(identifiers) &&
      identifiers.every(
        (id) =>
          isPlainObject(id) && id.type === link.target && typeof id.id === 'string' && id.id !== '',
      );
    if (!valid) {
      const shapeText =
        link.cardinality === 'many'
          ? `{ data: [{ type: '${link.target}', id }] }`
          : `{ data: { type: '${link.target}', id } }`;
      add(pointer, 'Validation Error', `${name} must be ${shapeText}`);
      continue;
    }
    const ids = identifiers.map((id) => String((id as { id: string }).id));
    if (link.cardinality === 'many' && link.required && ids.length === 0) {
      add(pointer, 'Validation Error', `${name} can't be empty`);
      continue;
    }
    const byId = checked.links[name];
    if (byId !== undefined && byId.join() !== ids.join()) {
      add(
        pointer,
        'Validation Error',
        `${name} and ${link.idAttribute ?? name} name different records`,
      );
      continue;
    }
    checked.links[name] = ids;
    checked.linkPointers[name] = pointer;
  }
  if (shape.method === 'POST') {
    for (const [name, link] of Object.entries(shape.links)) {
      if (!link.required || Object.hasOwn(checked.links, name)) continue;
      const pointers = [`/data/relationships/${name}`, `/data/attributes/${link.idAttribute}`];
      if (problems.some((p) => pointers.includes(p.pointer))) continue;
      if (link.relationship) {
        const or = link.idAttribute ? ` (as relationships.${name} or ${link.idAttribute})` : '';
        add(`/data/relationships/${name}`, 'Validation Error', `${name} is required${or}`);
      } else if (link.idAttribute) {
        add(
          `/data/attributes/${link.idAttribute}`,
          'Validation Error',
          `${link.idAttribute} can't be blank`,
        );
      }
    }
  }
  return checked;
}
