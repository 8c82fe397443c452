import { Group, MultiSelect, Text, rem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';

const PEOPLE = '/people/v2/people';
// Their addresses give the city that tells two people of one name apart.
const include = ['addresses'] as const;
type PersonRecord = RecordOf<typeof PEOPLE, (typeof include)[number]>;

/** A person chosen for a household: the id the API needs and the name staff read. */
export interface PersonChoice {
  id: string;
  name: string;
  /** A hint that tells two people of the same name apart. */
  detail?: string;
}

function choiceOf(person: PersonRecord, t: Translate): PersonChoice {
  const { name, first_name, last_name, birthdate, child, membership } = person.attributes;
  const addresses = person.related.addresses;
  const home = addresses.find((a) => a.attributes.primary) ?? addresses[0];
  const parts = [
    birthdate ? t('people.households.picker.born', { year: birthdate.slice(0, 4) }) : undefined,
    child ? t('people.households.picker.child') : undefined,
    membership ?? undefined,
    home?.attributes.city.trim(),
  ].filter((part): part is string => part !== undefined && part !== '');
  return {
    id: person.id,
    name: name || `${first_name} ${last_name}`.trim(),
    detail: parts.length > 0 ? parts.join(' · ') : undefined,
  };
}

export interface HouseholdPeoplePickerProps {
  value: readonly PersonChoice[];
  onChange: (people: PersonChoice[]) => void;
  error?: string;
  /** The form's name for this input, so the form can move focus here when it is invalid. */
  dataPath?: string;
}

/**
 * Picks people from the directory: typing searches names on the server (where[search_name]),
 * so people beyond the first page can be found.
 */
export function HouseholdPeoplePicker({
  value,
  onChange,
  error,
  dataPath,
}: HouseholdPeoplePickerProps) {
  const t = useT();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useApiList(PEOPLE, {
    ...(debounced === '' ? {} : { where: { search_name: debounced } }),
    order: 'last_name',
    include,
    perPage: 20,
  });
  const found = (query.data?.records ?? []).map((person) => choiceOf(person, t));
  const known = new Map<string, PersonChoice>();
  for (const person of [...value, ...found]) known.set(person.id, person);
  const searching = query.isFetching || search.trim() !== debounced;

  return (
    <MultiSelect
      label={t('people.households.picker.label')}
      description={t('people.households.picker.description')}
      placeholder={value.length === 0 ? t('people.households.picker.placeholder') : undefined}
      withAsterisk
      searchable
      hidePickedOptions
      searchValue={search}
      onSearchChange={setSearch}
      // The server already matched the search; keep its answer as it is.
      filter={({ options }) => options}
      data={[...known.values()].map((person) => ({ value: person.id, label: person.name }))}
      value={value.map((person) => person.id)}
      onChange={(ids) =>
        onChange(
          ids.flatMap((id) => {
            const person = known.get(id);
            return person ? [person] : [];
          }),
        )
      }
      renderOption={({ option }) => {
        const person = known.get(option.value);
        return (
          <Group gap="xs" wrap="nowrap">
            <Text size="sm">{option.label}</Text>
            {person?.detail !== undefined && (
              <Text size="xs" c="dimmed">
                {person.detail}
              </Text>
            )}
          </Group>
        );
      }}
      nothingFoundMessage={
        query.isError
          ? t('people.households.picker.failed')
          : searching
            ? t('people.households.picker.searching')
            : t('people.households.picker.noOne')
      }
      error={error}
      data-path={dataPath}
      // Closes after each pick so the list does not sit over the primary contact; typing again
      // (or the arrow keys) opens it for the next person. Short enough for a phone.
      dropdownOpened={opened}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      onOptionSubmit={() => setOpened(false)}
      styles={{ options: { maxHeight: rem(200) } }}
    />
  );
}
