import { useQueries } from '@tanstack/react-query';

import type { RecordOf } from '../../../api/client-types';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { listQuery } from '../../../lib/browser/api-query/query-options';
import { labelsApart, namesTogether } from '../../../lib/pure/names-apart';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { useAllRecords } from './person-all-records';

const HOUSEHOLDS = '/people/v2/households';
const ADDRESSES = '/people/v2/people/{person_id}/addresses';
const detailStaleTime = 60_000;

type Household = RecordOf<typeof HOUSEHOLDS>;
type HouseholdWithPeople = RecordOf<typeof HOUSEHOLDS, 'people'>;
type Address = RecordOf<typeof ADDRESSES>;

const nameKey = (name: string) => name.trim().toLocaleLowerCase();

/** The names more than one of `households` has, as each spells it. */
function sharedNames(households: readonly Household[]): string[] {
  const counts = new Map<string, number>();
  for (const h of households) {
    const key = nameKey(h.attributes.name);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const spellings = households
    .filter((h) => (counts.get(nameKey(h.attributes.name)) ?? 0) > 1)
    .map((h) => h.attributes.name);
  return [...new Set(spellings)];
}

/** The city of a person's primary address (or their first with a city). */
function cityOf(addresses: readonly Address[] | undefined): string {
  const withCity = (addresses ?? []).filter((a) => a.attributes.city.trim() !== '');
  const primary = withCity.find((a) => a.attributes.primary) ?? withCity[0];
  return primary?.attributes.city.trim() ?? '';
}

/**
 * The households a person can be added to, as choices whose labels tell same-named ones apart:
 * "Smith Household (3 members)" for a name used once; for a shared name, its members' names
 * and its primary contact's city, read only for those households (D135).
 */
export function useHouseholdChoices(enabled: boolean, excludedIds: readonly string[]) {
  const t = useT();
  const locale = useLocale();
  const members = (count: number) => t('people.memberships.memberCount', { count });
  const client = useApiClient();
  const households = useAllRecords(
    HOUSEHOLDS,
    { order: 'name' },
    { staleTime: detailStaleTime, enabled },
  );
  const offered = (households.data ?? []).filter((h) => !excludedIds.includes(h.id));
  const twinNames = sharedNames(offered);
  const twins = useQueries({
    queries: twinNames.map((name) => ({
      ...listQuery(client, HOUSEHOLDS, {
        where: { name },
        include: ['people'] as const,
        perPage: 100,
      }),
      staleTime: detailStaleTime,
    })),
  });
  const withPeople = new Map<string, HouseholdWithPeople>(
    twins.flatMap((query) => (query.data?.records ?? []).map((h) => [h.id, h] as const)),
  );
  const contacts = [...withPeople.values()].map((h) => String(h.attributes.primary_contact_id));
  const contactAddresses = useQueries({
    queries: contacts.map((personId) => ({
      ...listQuery(client, ADDRESSES, { params: { person_id: personId }, perPage: 100 }),
      staleTime: detailStaleTime,
    })),
  });
  const cities = new Map(contacts.map((id, i) => [id, cityOf(contactAddresses[i]?.data?.records)]));

  const labels = labelsApart(
    offered.map((h) => {
      const detail = withPeople.get(h.id);
      const people = (detail?.related.people ?? []).map((p) => ({
        firstName: p.attributes.first_name,
        lastName: p.attributes.last_name,
      }));
      return {
        id: h.id,
        name: h.attributes.name,
        plain: t('people.memberships.householdChoice', {
          name: h.attributes.name,
          members: members(h.attributes.member_count),
        }),
        apart: detail
          ? [
              namesTogether(people, t, locale),
              cities.get(String(h.attributes.primary_contact_id)) ?? '',
            ]
          : [members(h.attributes.member_count)],
      };
    }),
  );
  return {
    households,
    choices: offered.map((h) => ({ value: h.id, label: labels.get(h.id) ?? h.attributes.name })),
    /** Whether what sets same-named households apart is still loading. */
    detailsPending: twins.some((q) => q.isPending) || contactAddresses.some((q) => q.isPending),
  };
}
