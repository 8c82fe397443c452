/**
 * One person's pages across the apps. A person has the same id in people, check-ins and giving
 * (D28, D133), so each page links to the others with the id it has.
 */
const id = encodeURIComponent;

export const personPages = {
  /** The profile in the people area. */
  profile: (personId: string) => `/people/${id(personId)}`,
  /** Their donations, recurring donations and payment methods. */
  giving: (personId: string) => `/giving/people/${id(personId)}`,
  /** Their check-ins: the check-ins list scoped to the person (`?person=`). */
  checkIns: (personId: string) => `/check-ins?person=${id(personId)}`,
} as const;

export type PersonApp = keyof typeof personPages;

/** The profile's addresses or e-mail addresses with the form to add one open (`?add=1`). */
export function addContactPage(personId: string, section: 'addresses' | 'emails'): string {
  return `${personPages.profile(personId)}?section=${section}&add=1`;
}
