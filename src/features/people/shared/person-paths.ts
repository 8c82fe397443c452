import { personPages } from '../../../lib/pure/person-pages';

/** URLs of the people area's directory and profiles. */
export const PEOPLE_PATH = '/people';

export function personPath(personId: string, section?: string): string {
  const base = personPages.profile(personId);
  return section ? `${base}?section=${encodeURIComponent(section)}` : base;
}
