import type { Translate } from '../../../lib/pure/i18n/translator';

/** A check-ins person's name as staff read it; never empty. */
export function personName(
  t: Translate,
  person: {
    id: string;
    attributes: { first_name: string; last_name: string };
  },
): string {
  const name = `${person.attributes.first_name} ${person.attributes.last_name}`.trim();
  return name === '' ? t('check-ins.shared.personWithId', { id: person.id }) : name;
}
