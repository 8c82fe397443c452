import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';

import { useHistoryMove } from '../../../lib/browser/use-history-move';
import { trimmedSearch, useUrlDraft } from '../../../lib/browser/use-url-draft';
import { useT } from '../../../ui/i18n/language-context';

export interface PeopleDirectorySearchProps {
  /** The search in the URL (where[search_name]). */
  value: string;
  onSearch: (text: string) => void;
}

/** Search by name as you type (after a short pause), kept in the URL by the caller. */
export function PeopleDirectorySearch({ value, onSearch }: PeopleDirectorySearchProps) {
  const t = useT();
  const [text, setText] = useUrlDraft(value, trimmedSearch);
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), 300);
  // Back or Forward wins over text typed just before it.
  useHistoryMove(commit.cancel);

  return (
    <TextInput
      label={t('people.directory.search')}
      placeholder={t('people.directory.searchPlaceholder')}
      leftSection={<IconSearch size={16} stroke={1.75} aria-hidden="true" />}
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit.cancel();
          onSearch(text.trim());
        }
      }}
      rightSection={
        text === '' ? undefined : (
          <CloseButton
            aria-label={t('people.directory.clearSearch')}
            onClick={() => {
              commit.cancel();
              setText('');
              onSearch('');
            }}
          />
        )
      }
      miw={260}
    />
  );
}
