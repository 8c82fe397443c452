/**
 * Every active person with their households, birthdate and anniversary, read once for the
 * pastoral-care views (missing regulars, birthdays and anniversaries): the people app's list
 * (`where[status]=active`, households included, 100 a page). That list is the real service's
 * (People 2025-11-10), beyond the spec, whose only date of a person is the check-ins app's
 * `Person.birthdate`: a service that answers the people list 404 (or an account without People,
 * 403) is read from the check-ins app's people instead, with birthdays only and no households.
 * No React.
 */
import { ApiError } from '../../../api/api-error';
import type { Client } from '../../../api/client';
import { walkList, type WalkOptions } from '../export/walk-pages';

export interface DirectoryPerson {
  id: string;
  firstName: string;
  lastName: string;
  name: string;
  /** YYYY-MM-DD, or null when unknown. */
  birthdate: string | null;
  anniversary: string | null;
  households: { id: string; name: string }[];
}

export interface PeopleDirectory {
  /**
   * `people`: the people app's active people, with households and anniversaries;
   * `check-ins`: the check-ins app's people (every status), birthdays only.
   */
  source: 'people' | 'check-ins';
  people: ReadonlyMap<string, DirectoryPerson>;
  requests: number;
}

/** A person of either app's list, by id. */
function byId<
  R extends {
    id: string;
    attributes: { first_name: string; last_name: string; birthdate: string | null };
  },
>(
  records: readonly R[],
  rest: (record: R) => Pick<DirectoryPerson, 'anniversary' | 'households'>,
  unnamed: string,
): Map<string, DirectoryPerson> {
  return new Map(
    records.map((record) => [
      record.id,
      {
        id: record.id,
        firstName: record.attributes.first_name,
        lastName: record.attributes.last_name,
        name: `${record.attributes.first_name} ${record.attributes.last_name}`.trim() || unnamed,
        birthdate: record.attributes.birthdate,
        ...rest(record),
      },
    ]),
  );
}

/** The people app cannot be read here: not offered (404) or not granted (403). */
function isUnavailable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 403);
}

export interface DirectoryOptions extends WalkOptions {
  /** The name of a person with none, in the page's language (the people catalog's). */
  unnamed?: string;
}

export async function loadPeopleDirectory(
  client: Client,
  { unnamed = '', ...options }: DirectoryOptions = {},
): Promise<PeopleDirectory> {
  let requests = 0;
  const counted: WalkOptions = {
    ...options,
    onProgress: (progress) => {
      requests += 1;
      options.onProgress?.(progress);
    },
  };
  try {
    const records = await walkList(
      client,
      '/people/v2/people',
      { where: { status: 'active' }, include: ['households'] },
      counted,
    );
    const people = byId(
      records,
      ({ attributes, related }) => ({
        anniversary: attributes.anniversary,
        households: related.households.map((household) => ({
          id: household.id,
          name: household.attributes.name,
        })),
      }),
      unnamed,
    );
    return { source: 'people', people, requests };
  } catch (error) {
    if (!isUnavailable(error)) throw error;
  }
  const records = await walkList(client, '/check_ins/v2/people', {}, counted);
  const people = byId(records, () => ({ anniversary: null, households: [] }), unnamed);
  return { source: 'check-ins', people, requests };
}
