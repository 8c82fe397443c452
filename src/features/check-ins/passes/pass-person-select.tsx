import { Button, Group, Select, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { labelsApart } from '../../../lib/pure/names-apart';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { describeError } from '../../../ui/query-error';
import { personName } from '../shared/person-name';

const PEOPLE = '/check_ins/v2/people';

/** The city of the first address of a check-ins person (an untyped list in the catalog). */
function cityOf(addresses: unknown): string {
  const first: unknown = Array.isArray(addresses) ? addresses[0] : undefined;
  if (typeof first !== 'object' || first === null || !('city' in first)) return '';
  return typeof first.city === 'string' ? first.city : '';
}
const PAGE_SIZE = 100;

/**
 * People of the check-ins app, a page at a time. The endpoint has no search, order or filter,
 * so the choice searches the people loaded so far and loads more on request.
 */
function usePeoplePages() {
  const client = useApiClient();
  return useInfiniteQuery({
    queryKey: [...apiKeys.pages(PEOPLE, { perPage: PAGE_SIZE }), 'infinite'],
    queryFn: ({ pageParam, signal }) =>
      client.list(PEOPLE, { offset: pageParam, perPage: PAGE_SIZE, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.nextOffset === null || last.records.length === 0 ? undefined : last.nextOffset,
    staleTime: 5 * 60_000,
  });
}

export interface PassPersonSelectProps {
  value: string | null;
  onChange: (personId: string | null, name: string | null) => void;
  error?: string;
  disabled?: boolean;
}

/** Chooses the person a pass is for, by name or ID among the people loaded. */
export function PassPersonSelect({ value, onChange, error, disabled }: PassPersonSelectProps) {
  const people = usePeoplePages();
  const loaded = useMemo(
    () => people.data?.pages.flatMap((page) => page.records) ?? [],
    [people.data],
  );
  const total = people.data?.pages[0]?.totalCount;
  const options = useMemo(() => {
    // A name loaded twice also says the birth year and city (people's records, D133).
    const labels = labelsApart(
      loaded.map((person) => {
        const { birthdate, addresses } = person.attributes;
        return {
          id: person.id,
          name: personName(person),
          plain: `${personName(person)} (ID ${person.id})`,
          apart: [
            birthdate ? `born ${birthdate.slice(0, 4)}` : '',
            cityOf(addresses),
            `ID ${person.id}`,
          ],
        };
      }),
    );
    return loaded.map((person) => ({ value: person.id, label: labels.get(person.id) ?? '' }));
  }, [loaded]);
  const names = useMemo(() => new Map(loaded.map((p) => [p.id, personName(p)])), [loaded]);
  const loadError = people.isError ? describeError(people.error) : undefined;

  const number = new Intl.NumberFormat();
  const description = loadError
    ? undefined
    : total === undefined
      ? 'Loading people…'
      : `Search ${number.format(loaded.length)} of ${number.format(total)} people by name or ID.`;

  return (
    <div>
      <Select
        label="Person"
        placeholder={people.isPending ? 'Loading people…' : 'Type a name or ID'}
        description={description}
        data={options}
        value={value}
        onChange={(id) => onChange(id, id === null ? null : (names.get(id) ?? null))}
        searchable
        clearable
        limit={50}
        nothingFoundMessage="Nobody loaded matches; load more people below"
        error={error ?? (loadError ? `${loadError.title}: ${loadError.message}` : undefined)}
        disabled={disabled}
        withAsterisk
      />
      {people.hasNextPage && (
        <Group gap="xs" mt={6}>
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => void people.fetchNextPage()}
            loading={people.isFetchingNextPage}
          >
            Load {PAGE_SIZE} more people
          </Button>
          <Text size="xs" c="dimmed">
            The service lists people without search, a page at a time.
          </Text>
        </Group>
      )}
      {loadError && (
        <Button size="compact-xs" variant="default" mt={6} onClick={() => void people.refetch()}>
          Try loading people again
        </Button>
      )}
    </div>
  );
}
