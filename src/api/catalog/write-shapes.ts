/**
 * Each write's body as each dialect takes it, from the catalog's write endpoints (the spec's
 * shape) and the dialect's write rules (the real service's documentation, real-writes.ts): which
 * attributes it carries and how it names related records. The sandbox checks a body against its
 * dialect's shape (validate.ts); Narthex writes in the spec's shape and `toDialectBody` turns that
 * into the dialect's at the wire, in the Node client and in the proxy (D162), so a real account
 * is sent what the real service documents.
 */
import { writeEndpointSpec } from './write-endpoints';
import type { Dialect, DialectName } from './dialects';
import { realWrites, type RealWrite } from './real-writes';
import type { WriteEndpointSpec, WriteLinkSpec, WriteMethod, WriteShape } from './schema';

/**
 * How each dialect's service documents its writes; a dialect without: as the catalog describes
 * them. Beside the writes' code rather than in the dialect, so a page that only reads never
 * downloads it.
 */
const documentedWrites: Partial<Record<DialectName, Readonly<Record<string, RealWrite>>>> = {
  real: realWrites,
};

function documentedWrite(dialect: Dialect, key: string): RealWrite | undefined {
  const documented = documentedWrites[dialect.name];
  return documented && Object.hasOwn(documented, key) ? documented[key] : undefined;
}

function shapeOf(dialect: Dialect, key: string, endpoint: WriteEndpointSpec): WriteShape {
  const rules = dialect.writes;
  const documented = documentedWrite(dialect, key);
  const links: Readonly<Record<string, WriteLinkSpec>> =
    documented?.links ??
    Object.fromEntries(
      Object.entries(endpoint.relationships ?? {}).map(([name, r]) => [
        name,
        { ...r, relationship: true },
      ]),
    );
  // An `*_id` attribute that names a record is the record's link, not a plain attribute.
  const ids = new Set(Object.values(links).map((link) => link.idAttribute));
  return {
    method: endpoint.method,
    writable: endpoint.writable.filter((name) => !ids.has(name)),
    required: endpoint.required ?? [],
    links,
    typeOptional: rules.typeOptional,
    unknownRelationships: rules.unknownRelationships,
    forbiddenAlone: rules.forbiddenAlone,
    addsCheckboxOptions: documented?.addsCheckboxOptions === true,
    refused: documented?.readOnly === true,
  };
}

/** The shape of a write of the catalog (`POST`, `/people/v2/households`) in a dialect. */
export function writeShape(
  dialect: Dialect,
  method: WriteMethod,
  path: string,
): WriteShape | undefined {
  const endpoint = writeEndpointSpec(method, path);
  return endpoint && shapeOf(dialect, `${method} ${path}`, endpoint);
}

/** Whether a write's body is shaped otherwise in the dialect than in the spec's. */
export function reshapesWrite(dialect: Dialect, method: WriteMethod, path: string): boolean {
  return !!documentedWrite(dialect, `${method} ${path}`)?.links;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A body of the spec's shape in the dialect's: a record named by a relationship the dialect
 * does not take goes into its `*_id` attribute, and an `*_id` attribute holds the id as text
 * (the real service's `primary_key`). Anything else, a malformed body included, is kept as it is:
 * the service answers it.
 */
export function toDialectBody(
  dialect: Dialect,
  method: WriteMethod,
  path: string,
  body: unknown,
): unknown {
  if (!reshapesWrite(dialect, method, path)) return body;
  const target = writeShape(dialect, method, path);
  if (!target || !isObject(body) || !isObject(body.data)) return body;
  const { attributes = {}, relationships = {}, ...rest } = body.data;
  if (!isObject(attributes) || !isObject(relationships)) return body;
  const outAttributes: Record<string, unknown> = { ...attributes };
  const outRelationships: Record<string, unknown> = {};
  for (const [name, relationship] of Object.entries(relationships)) {
    const link = Object.hasOwn(target.links, name) ? target.links[name] : undefined;
    const linkage = isObject(relationship) ? relationship.data : undefined;
    if (link && !link.relationship && link.idAttribute && isObject(linkage)) {
      outAttributes[link.idAttribute] = linkage.id;
    } else {
      outRelationships[name] = relationship;
    }
  }
  for (const { idAttribute } of Object.values(target.links)) {
    const value = idAttribute === undefined ? undefined : outAttributes[idAttribute];
    if (idAttribute && typeof value === 'number') outAttributes[idAttribute] = String(value);
  }
  const data: Record<string, unknown> = { ...rest, attributes: outAttributes };
  if (Object.keys(outRelationships).length > 0) data.relationships = outRelationships;
  return { ...body, data };
}
