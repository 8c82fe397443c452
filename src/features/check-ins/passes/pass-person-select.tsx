import { Button, Group, Select, Text } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { labelsApart } from '../../../lib/pure/names-apart';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
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
        const name = personName(t, person);
        return {
          id: person.id,
          name,
          plain: t('check-ins.passes.person.withId', { name, id: person.id }),
          apart: [
            birthdate ? t('check-ins.passes.person.born', { year: birthdate.slice(0, 4) }) : '',
            cityOf(addresses),
            t('check-ins.passes.person.id', { id: person.id }),
          ],
        };
      }),
    );
    return loaded.map((person) => ({ value: person.id, label: labels.get(person.id) ?? '' }));
  }, [loaded, t]);
  const names = useMemo(() => new Map(loaded.map((p) => [p.id, personName(t, p)])), [loaded, t]);
  const loadError = people.isError ? describeError(people.error, t) : undefined;

  const description = loadError
    ? undefined
    : total === undefined
      ? t('check-ins.passes.person.loading')
      : t('check-ins.passes.person.searchHint', { loaded: loaded.length, total });

  return (
    <div>
      <Select
        label={t('check-ins.passes.person.label')}
        placeholder={
          people.isPending
            ? t('check-ins.passes.person.loading')
            : t('check-ins.passes.person.placeholder')
        }
        description={description}
        data={options}
        value={value}
        onChange={(id) => onChange(id, id === null ? null : (names.get(id) ?? null))}
        searchable
        clearable
        limit={50}
        nothingFoundMessage={t('check-ins.passes.person.nothingFound')}
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
            {t('check-ins.passes.person.loadMore', { count: PAGE_SIZE })}
          </Button>
          <Text size="xs" c="dimmed">
            {t('check-ins.passes.person.noSearch')}
          </Text>
        </Group>
      )}
      {loadError && (
        <Button size="compact-xs" variant="default" mt={6} onClick={() => void people.refetch()}>
          {t('check-ins.passes.person.retry')}
        </Button>
      )}
    </div>
  );
}
