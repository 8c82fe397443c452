import { readEndpointSpec, resourceSpec } from '../../api/catalog/catalog';
import type { FieldsOf, IncludeOf, ListKey } from '../../api/client-types';
import type { ColumnReads } from '../data-table';

/**
 * The sparse fieldsets of a list (D146, D181): what its columns read (`reads` of each; an
 * `attributeColumn` says it itself), with `also` what the row reads beyond its cells (its open
 * action's label). Each included type the columns read nothing of is asked with no attribute:
 * the row still knows whether it has one. Undefined, so the list is asked whole, when a column
 * does not say what it reads. A type or name the catalog does not have for this list throws:
 * that is a mistake in a page, not in what a user did.
 */
export function listFields<K extends ListKey, I extends IncludeOf<K>>(
  path: K,
  include: readonly I[],
  columns: readonly { readonly id: string; readonly reads?: ColumnReads }[],
  also: ColumnReads = {},
): FieldsOf<K, I> | undefined {
  if (columns.some((column) => column.reads === undefined)) return undefined;
  const endpoint = readEndpointSpec(path);
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!endpoint || !resource) throw new Error(`${path} is no list of the catalog`);
  const known = new Map([[resource.type, Object.keys(resource.attributes)]]);
  const asked = new Map<string, Set<string>>([[resource.type, new Set()]]);
  for (const name of include) {
    const target = resource.relationships[name]?.target;
    const spec = target === undefined ? undefined : resourceSpec(endpoint.app, target);
    if (!spec || !endpoint.include.includes(name)) {
      throw new Error(`${path} cannot include ${name}`);
    }
    known.set(spec.type, Object.keys(spec.attributes));
    asked.set(spec.type, new Set());
  }
  for (const reads of [...columns.map((column) => column.reads ?? {}), also]) {
    for (const [type, names] of Object.entries(reads)) {
      const attributes = known.get(type);
      const set = asked.get(type);
      if (!attributes || !set) throw new Error(`${path} with ${include.join(', ')} has no ${type}`);
      for (const name of names) {
        if (!attributes.includes(name)) throw new Error(`${type} has no attribute ${name}`);
        set.add(name);
      }
    }
  }
  // Sorted, so the same columns give the same query key wherever the list is asked.
  const fields: Record<string, readonly string[]> = {};
  for (const [type, names] of asked) fields[type] = [...names].sort();
  return fields as FieldsOf<K, I>;
}
