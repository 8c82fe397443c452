/**
 * The URL a record can be fetched at, for `links.self` of included records (real dialect): the
 * record's show path with the fewest parent ids, its parent ids filled from the row's to-one
 * columns (`/check_ins/v2/event_times/{event_time_id}/headcounts/{id}` from `event_time_id`).
 */
import { readEndpoints } from '../api/catalog/catalog';
import type { AppName, ReadEndpointSpec, ResourceSpec } from '../api/catalog/schema';
import type { Row } from './serializer';

const placeholder = /\{([a-z_]+)\}/g;

/** Show templates by `${app} ${type}`, fewest placeholders first. */
const showTemplates = new Map<string, string[]>();
for (const [path, spec] of Object.entries(
  readEndpoints as Readonly<Record<string, ReadEndpointSpec>>,
)) {
  if (!spec.show) continue;
  const key = `${spec.app} ${spec.resource}`;
  showTemplates.set(key, [...(showTemplates.get(key) ?? []), `${path}/{id}`]);
}
for (const templates of showTemplates.values()) {
  templates.sort(
    (a, b) => (a.match(placeholder)?.length ?? 0) - (b.match(placeholder)?.length ?? 0),
  );
}

/** The record's catalog path, or undefined when no show path can be filled from the row. */
export function recordPath(app: AppName, resource: ResourceSpec, row: Row): string | undefined {
  for (const template of showTemplates.get(`${app} ${resource.type}`) ?? []) {
    let complete = true;
    const path = template.replace(placeholder, (_whole, name: string) => {
      const value = row[name];
      if (typeof value === 'number' && Number.isInteger(value) && value > 0) return String(value);
      complete = false;
      return '';
    });
    if (complete) return path;
  }
  return undefined;
}
