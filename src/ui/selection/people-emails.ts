import type { Client } from '../../api/client';
import type { SelectedRow } from './use-row-selection';

export interface EmailList {
  /** "Name <address>" of each person with an e-mail address, in the selection's order. */
  recipients: string[];
  /** People without an e-mail address. */
  missing: SelectedRow[];
}

/** A display name as an address list can hold it: quoted when it has special characters. */
export function mailboxName(name: string): string {
  return /[",;:<>@()[\]\\]/.test(name) ? `"${name.replaceAll(/["\\]/g, '\\$&')}"` : name;
}

/**
 * Each person's primary e-mail address (the first one when none is marked primary), read with
 * the person's `emails` include, one request per person under the client's rate pacer.
 */
export async function peopleEmails(
  client: Client,
  people: readonly SelectedRow[],
  signal?: AbortSignal,
): Promise<EmailList> {
  const found = await Promise.all(
    people.map(async (person) => {
      const record = await client.get('/people/v2/people', {
        id: person.id,
        include: ['emails'],
        ...(signal ? { signal } : {}),
      });
      const emails = record?.related.emails ?? [];
      const email = emails.find((each) => each.attributes.primary) ?? emails[0];
      return { person, address: email?.attributes.address };
    }),
  );
  const recipients: string[] = [];
  const missing: SelectedRow[] = [];
  for (const { person, address } of found) {
    if (address) recipients.push(`${mailboxName(person.name)} <${address}>`);
    else missing.push(person);
  }
  return { recipients, missing };
}
