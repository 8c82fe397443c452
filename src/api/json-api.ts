/** The JSON:API 1.0 document shapes the service answers, and their reading into records. */

export interface ResourceIdentifier {
  type: string;
  id: string;
}

export interface RelationshipObject {
  data?: ResourceIdentifier | ResourceIdentifier[] | null;
  links?: Record<string, string | null>;
}

export interface ResourceObject {
  type: string;
  id: string;
  attributes?: Record<string, unknown>;
  relationships?: Record<string, RelationshipObject>;
  links?: Record<string, string | null>;
}

export interface ListMeta {
  total_count?: number;
  count?: number;
  next?: { offset: number };
  prev?: { offset: number };
  can_include?: string[];
  can_order_by?: string[];
  can_query_by?: string[];
  can_filter?: string[];
  parent?: ResourceIdentifier;
}

export interface Document {
  data: ResourceObject | ResourceObject[] | null;
  included?: ResourceObject[];
  meta?: ListMeta & Record<string, unknown>;
  links?: { self?: string; next?: string; prev?: string };
}

/** A record as the client hands it out: attributes, raw linkage, and resolved includes. */
export interface ParsedRecord {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, RelationshipObject>;
  related: Record<string, ParsedRecord | ParsedRecord[] | null>;
  links: Record<string, string | null>;
}

export class InvalidDocumentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidDocumentError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function assertResourceObject(value: unknown, where: string): asserts value is ResourceObject {
  if (!isObject(value) || typeof value.type !== 'string' || typeof value.id !== 'string') {
    throw new InvalidDocumentError(`${where} is not a resource object with a string type and id`);
  }
  if (value.attributes !== undefined && !isObject(value.attributes)) {
    throw new InvalidDocumentError(`${where}.attributes is not an object`);
  }
  if (value.relationships !== undefined && !isObject(value.relationships)) {
    throw new InvalidDocumentError(`${where}.relationships is not an object`);
  }
}

/** Checks the top-level shape; throws InvalidDocumentError with the offending member. */
export function readDocument(body: unknown): Document {
  if (!isObject(body)) throw new InvalidDocumentError('the response body is not a JSON object');
  if (!('data' in body)) throw new InvalidDocumentError("the response has no 'data' member");
  const { data, included } = body;
  if (Array.isArray(data)) data.forEach((item, i) => assertResourceObject(item, `data[${i}]`));
  else if (data !== null) assertResourceObject(data, 'data');
  if (included !== undefined) {
    if (!Array.isArray(included)) throw new InvalidDocumentError("'included' is not an array");
    included.forEach((item, i) => assertResourceObject(item, `included[${i}]`));
  }
  if (body.meta !== undefined && !isObject(body.meta)) {
    throw new InvalidDocumentError("'meta' is not an object");
  }
  return body as unknown as Document;
}

const keyOf = (r: ResourceIdentifier) => `${r.type}\u0000${r.id}`;

/**
 * Turns a document's primary data into records whose `related` holds, for each requested
 * include, the included record(s) the linkage points at. Linkage to a record the response
 * did not include (the service may withhold records the user cannot see) resolves to nothing
 * rather than to a half-empty record.
 */
export interface IncludeShape {
  name: string;
  cardinality: 'one' | 'many';
}

export function resolveRecords(
  document: Document,
  includes: readonly IncludeShape[],
): ParsedRecord[] {
  const primary = document.data === null ? [] : [document.data].flat();
  const pool = new Map<string, ResourceObject>();
  for (const item of document.included ?? []) pool.set(keyOf(item), item);
  for (const item of primary) pool.set(keyOf(item), item);

  const shallow = new Map<string, ParsedRecord>();
  const toShallow = (item: ResourceObject): ParsedRecord => {
    const key = keyOf(item);
    let record = shallow.get(key);
    if (!record) {
      record = {
        type: item.type,
        id: item.id,
        attributes: item.attributes ?? {},
        relationships: item.relationships ?? {},
        related: {},
        links: item.links ?? {},
      };
      shallow.set(key, record);
    }
    return record;
  };
  const lookup = (identifier: ResourceIdentifier): ParsedRecord | undefined => {
    const item = pool.get(keyOf(identifier));
    return item ? toShallow(item) : undefined;
  };

  return primary.map((item) => {
    const related: ParsedRecord['related'] = {};
    for (const { name, cardinality } of includes) {
      const linkage = item.relationships?.[name]?.data;
      const identifiers = linkage ? [linkage].flat() : [];
      const found = identifiers.map(lookup).filter((r): r is ParsedRecord => r !== undefined);
      related[name] = cardinality === 'many' ? found : (found[0] ?? null);
    }
    return {
      type: item.type,
      id: item.id,
      attributes: item.attributes ?? {},
      relationships: item.relationships ?? {},
      related,
      links: item.links ?? {},
    };
  });
}
