import { readEndpointSpec, resourceSpec } from '../../../api/catalog/catalog';
import { normalizeAttribute } from '../../../api/catalog/schema';
import type { OrderOf } from '../../../api/client-types';
import { fieldLabel } from '../../../lib/pure/i18n/field-label';
import type { Translate } from '../../../lib/pure/i18n/translator';

export const PEOPLE = '/people/v2/people';
export type PeopleOrder = OrderOf<typeof PEOPLE>;

/** The directory's order unless the URL names another. */
export const DEFAULT_PEOPLE_ORDER: PeopleOrder = 'last_name';

function directionWords(t: Translate, type: string | undefined): [string, string] {
  switch (type) {
    case 'date':
    case 'datetime':
      return [t('people.directory.order.oldestFirst'), t('people.directory.order.newestFirst')];
    case 'integer':
      return [t('people.directory.order.lowestFirst'), t('people.directory.order.highestFirst')];
    case 'boolean':
      return [t('people.directory.order.noFirst'), t('people.directory.order.yesFirst')];
    default:
      return [t('people.directory.order.aToZ'), t('people.directory.order.zToA')];
  }
}

/** Every order the people endpoint allows, both ways, with words for each. */
export function peopleOrderChoices(t: Translate): { value: string; label: string }[] {
  const endpoint = readEndpointSpec(PEOPLE);
  const person = resourceSpec('people', 'Person');
  return (endpoint?.order ?? []).flatMap((name) => {
    const spec = person?.attributes[name];
    const [up, down] = directionWords(t, spec ? normalizeAttribute(spec).type : undefined);
    const field = fieldLabel(t, name);
    return [
      { value: name, label: t('people.directory.order.choice', { field, direction: up }) },
      { value: `-${name}`, label: t('people.directory.order.choice', { field, direction: down }) },
    ];
  });
}
