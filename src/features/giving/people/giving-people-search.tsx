import { Button, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

import { useHistoryMove } from '../../../lib/browser/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/browser/use-url-draft';
import { useT } from '../../../ui/i18n/language-context';

export interface GivingPeopleSearchProps {
  /** The names in the URL (where[first_name], where[last_name]). */
  firstName: string;
  lastName: string;
  /** Both names at once: the page writes them to the URL in one navigation. */
  onSearch: (names: { firstName: string; lastName: string }) => void;
}

/** First and last name, sent 300 ms after the last keystroke (or at once with Enter). */
export function GivingPeopleSearch({ firstName, lastName, onSearch }: GivingPeopleSearchProps) {
  const t = useT();
  const [first, setFirst] = useUrlDraft(firstName, trimmedSearch);
  const [last, setLast] = useUrlDraft(lastName, trimmedSearch);
  const send = useDebouncedCallback(
    (names: { firstName: string; lastName: string }) => onSearch(names),
    300,
  );
  // Back or Forward wins over names typed just before it.
  useHistoryMove(send.cancel);
  const field = (
    label: string,
    description: string,
    value: string,
    change: (value: string) => void,
  ) => (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => change(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden="true" />}
      w={240}
      autoComplete="off"
    />
  );

  return (
    <Group
      component="form"
      role="search"
      aria-label={t('giving.people.searchLabel')}
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
      {field(t('giving.people.firstName'), t('giving.people.firstNameHelp'), first, (value) => {
        setFirst(value);
        send({ firstName: value.trim(), lastName: last.trim() });
      })}
      {field(t('giving.people.lastName'), t('giving.people.lastNameHelp'), last, (value) => {
        setLast(value);
        send({ firstName: first.trim(), lastName: value.trim() });
      })}
      <Button type="submit">{t('giving.people.search')}</Button>
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
        {t('giving.people.clear')}
      </Button>
    </Group>
  );
}
