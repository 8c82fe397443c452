import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

import { useHistoryMove } from '../../../lib/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/use-url-draft';

export interface GivingPeopleSearchProps {
  /** The names in the URL (where[first_name], where[last_name]). */
  firstName: string;
  lastName: string;
  /** Both names at once: the page writes them to the URL in one navigation. */
  onSearch: (names: { firstName: string; lastName: string }) => void;
}

/** First and last name, sent 300 ms after the last keystroke (or at once with Enter). */
export function GivingPeopleSearch({ firstName, lastName, onSearch }: GivingPeopleSearchProps) {
  const [first, setFirst] = useUrlDraft(firstName, trimmedSearch);
  const [last, setLast] = useUrlDraft(lastName, trimmedSearch);
  const send = useDebouncedCallback(
    (names: { firstName: string; lastName: string }) => onSearch(names),
    300,
  );
  // Back or Forward wins over names typed just before it.
  useHistoryMove(send.cancel);

  return (
    <Group
      component="form"
      role="search"
      aria-label="Search giving people by name"
      align="flex-end"
      gap="sm"
      mb="md"
      wrap="wrap"
      onSubmit={(event) => {
        event.preventDefault();
        send.cancel();
        onSearch({ firstName: first.trim(), lastName: last.trim() });
      }}
    >
      <TextInput
        label="First name"
        description="The whole first name, any case"
        value={first}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setFirst(value);
          send({ firstName: value.trim(), lastName: last.trim() });
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={240}
        autoComplete="off"
      />
      <TextInput
        label="Last name"
        description="The whole last name, any case"
        value={last}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setLast(value);
          send({ firstName: first.trim(), lastName: value.trim() });
        }}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        w={240}
        autoComplete="off"
      />
      <Button type="submit">Search</Button>
      <Button
        variant="default"
        disabled={first === '' && last === '' && firstName === '' && lastName === ''}
        onClick={() => {
          send.cancel();
          setFirst('');
          setLast('');
          onSearch({ firstName: '', lastName: '' });
        }}
      >
        Clear
      </Button>
    </Group>
  );
}
