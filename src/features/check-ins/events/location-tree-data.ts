import type { RelationshipObject } from '../../../api/json-api';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { LocationRecord } from './event-locations-query';
import { linkedId } from './event-times-search';

/** What the tree needs of a location record. */
export interface TreeLocation {
  id: string;
  attributes: { kind: LocationRecord['attributes']['kind']; name: string };
  relationships: Record<string, RelationshipObject>;
}

export interface LocationNode<T extends TreeLocation> {
  location: T;
  children: LocationNode<T>[];
}

function childIds(location: TreeLocation): string[] {
  const data = location.relationships.locations?.data;
  return Array.isArray(data) ? data.map((child) => child.id) : [];
}

/**
 * The folder tree of an event's locations, in the order given. A location's folder is its
 * `parent` (or, failing that, the folder whose `locations` lists it); a location whose folder is
 * not in the list, or that would make a loop, sits at the top.
 */
export function buildLocationTree<T extends TreeLocation>(
  locations: readonly T[],
): LocationNode<T>[] {
  const byId = new Map(locations.map((location) => [location.id, location]));
  const parentOf = new Map<string, string>();
  for (const location of locations) {
    const parent = linkedId(location.relationships.parent);
    if (parent !== undefined && byId.has(parent)) parentOf.set(location.id, parent);
  }
  for (const location of locations) {
    for (const child of childIds(location)) {
      if (!parentOf.has(child) && byId.has(child)) parentOf.set(child, location.id);
    }
  }
  // Break loops: a location whose chain of folders comes back to itself goes to the top.
  for (const location of locations) {
    const seen = new Set([location.id]);
    let current = parentOf.get(location.id);
    while (current !== undefined) {
      if (seen.has(current)) {
        parentOf.delete(location.id);
        break;
      }
      seen.add(current);
      current = parentOf.get(current);
    }
  }

  const nodes = new Map(
    locations.map((location) => [location.id, { location, children: [] as LocationNode<T>[] }]),
  );
  const roots: LocationNode<T>[] = [];
  for (const location of locations) {
    const node = nodes.get(location.id);
    if (!node) continue;
    const parent = parentOf.get(location.id);
    const parentNode = parent === undefined ? undefined : nodes.get(parent);
    if (parentNode) parentNode.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The age or grade range a room takes, in words. */
export function rangeText(
  t: Translate,
  attributes: {
    age_range_by: string;
    age_min_in_months: number;
    grade_min: number;
    grade_max: number;
  },
): string {
  const grade = (value: number) =>
    value === 0 ? t('check-ins.events.locations.kindergarten') : String(value);
  if (attributes.age_range_by === 'grade') {
    const { grade_min: min, grade_max: max } = attributes;
    return min === max
      ? t('check-ins.events.locations.grade', { grade: grade(min) })
      : t('check-ins.events.locations.grades', { min: grade(min), max: grade(max) });
  }
  if (attributes.age_range_by === 'age') {
    const months = attributes.age_min_in_months;
    if (months <= 0) return t('check-ins.events.locations.agesFromBirth');
    if (months < 24) return t('check-ins.events.locations.agesMonths', { months });
    return t('check-ins.events.locations.agesYears', { years: Math.floor(months / 12) });
  }
  return t('check-ins.events.locations.anyAge');
}

export function isFolder(location: TreeLocation): boolean {
  return location.attributes.kind === 'Folder';
}
