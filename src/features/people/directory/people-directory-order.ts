import { readEndpointSpec, resourceSpec } from '../../../api/catalog/catalog';
import { normalizeAttribute } from '../../../api/catalog/schema';
import type { OrderOf } from '../../../api/client-types';
import { humanize } from '../../../lib/pure/i18n/field-label';

export const PEOPLE = '/people/v2/people';
export type PeopleOrder = OrderOf<typeof PEOPLE>;

/** The directory's order unless the URL names another. */
export const DEFAULT_PEOPLE_ORDER: PeopleOrder = 'last_name';

function directionWords(type: string | undefined): [string, string] {
  switch (type) {
    case 'date':
    case 'datetime':
      return ['oldest first', 'newest first'];
    case 'integer':
      return ['lowest first', 'highest first'];
    case 'boolean':
      return ['no first', 'yes first'];
    default:
      return ['A–Z', 'Z–A'];
  }
}

/** Every order the people endpoint allows, both ways, with words for each. */
export function peopleOrderChoices(): { value: string; label: string }[] {
  const endpoint = readEndpointSpec(PEOPLE);
  const person = resourceSpec('people', 'Person');
  return (endpoint?.order ?? []).flatMap((name) => {
    const spec = person?.attributes[name];
    const [up, down] = directionWords(spec ? normalizeAttribute(spec).type : undefined);
    const label = humanize(name);
    return [
      { value: name, label: `${label} (${up})` },
      { value: `-${name}`, label: `${label} (${down})` },
    ];
  });
}
