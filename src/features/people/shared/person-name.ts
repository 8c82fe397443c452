import type { Translate } from '../../../lib/pure/i18n/translator';

/** How a person is named on screen, from the people app's Person attributes. */
export interface NameParts {
  name: string;
  first_name: string;
  last_name: string;
  nickname?: string | null;
}

/** The computed `name`, else first and last name, else a placeholder (never blank). */
export function personDisplayName(person: NameParts, t: Translate): string {
  const name = person.name.trim() || `${person.first_name} ${person.last_name}`.trim();
  return name === '' ? t('people.person.unnamed') : name;
}

/** Up to two initials: the first letters of the first and last name. */
export function personInitials(person: NameParts): string {
  const letters = [person.first_name, person.last_name]
    .map((part) => part.trim().charAt(0))
    .filter((letter) => letter !== '');
  const initials = letters.join('').toUpperCase();
  return initials === '' ? '?' : initials;
}
