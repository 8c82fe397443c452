import type { Translate } from '../../../lib/pure/i18n/translator';

/** A giving person's name as staff read it; a record without one still reads as something. */
export function givingPersonName(
  t: Translate,
  person: { first_name: string; last_name: string },
  id?: string,
): string {
  const name = [person.first_name, person.last_name]
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(' ');
  if (name !== '') return name;
  return id === undefined ? t('giving.people.unnamed') : t('giving.people.personNumber', { id });
}
