import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

import { useHistoryMove } from '../../../lib/use-history-move';

export interface PeopleDirectorySearchProps {
  /** The search in the URL (where[search_name]). */
  value: string;
  onSearch: (text: string) => void;
}

/** Search by name as you type (after a short pause), kept in the URL by the caller. */
export function PeopleDirectorySearch({ value, onSearch }: PeopleDirectorySearchProps) {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // Back / forward or a link changed the URL: show its search (React's "adjust state on prop
  // change" pattern), unless it is what was just typed.
  if (value !== seen) {
    setSeen(value);
    if (value !== text.trim()) setText(value);
  }
  const commit = useDebouncedCallback((next: string) => onSearch(next.trim()), 300);
  // Back or Forward shows the URL's search even when it equals the one last rendered (a search
  // sent and not rendered yet), and wins over text typed just before it.
  useHistoryMove(() => {
    commit.cancel();
    setText(value);
  });

  return (
    <TextInput
      label="Search by name"
      placeholder="First, last or nickname"
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
            aria-label="Clear the search"
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
