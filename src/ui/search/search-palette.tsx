import {
  Alert,
  Box,
  Group,
  Loader,
  Modal,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useCallback, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';

import { useT } from '../i18n/language-context';
import { describeError } from '../query-error';
import { MIN_SEARCH_LENGTH, SEARCH_KIND_LABELS, type SearchHit } from './search-sources';
import { useSearchResults, type SearchResults } from './use-search-results';

interface SearchPaletteProps {
  readonly opened: boolean;
  readonly onClose: () => void;
  /** What was typed since the dialog was asked for, before its input was there. */
  readonly takeTyped: () => string;
}

/** "Search everywhere": a dialog whose input drives a grouped listbox of records. */
export function SearchPalette({ opened, onClose, takeTyped }: SearchPaletteProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('ui.search.title')}
      size="lg"
      yOffset="10vh"
      keepMounted={false}
    >
      <SearchBox onClose={onClose} takeTyped={takeTyped} />
    </Modal>
  );
}

/**
 * The dialog's content, mounted only while it is open, so each opening starts with what was typed
 * since it was asked for (usually nothing).
 */
function SearchBox({ onClose, takeTyped }: Omit<SearchPaletteProps, 'opened'>) {
  const [text, setText] = useState('');
  const t = useT();
  // As it mounts, before the browser handles another key, the input takes what was kept until
  // now and the focus (the dialog's focus trap gives it only after a timer, a gap keys fell into).
  const takeKeys = useCallback(
    (input: HTMLInputElement | null) => {
      if (!input) return;
      const typed = takeTyped();
      if (typed) setText(typed);
      input.focus();
    },
    [takeTyped],
  );
  const results = useSearchResults(text);
  const hits = results.groups.flatMap((group) => group.hits);
  const [active, setActive] = useState<{ term: string; index: number }>({ term: '', index: 0 });
  // The highlight goes back to the first hit whenever the results are for another term.
  const activeIndex =
    active.term === results.term ? Math.min(active.index, Math.max(hits.length - 1, 0)) : 0;
  const navigate = useNavigate();
  const listId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;
  const open = (hit: SearchHit) => {
    onClose();
    void navigate(hit.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (hits.length === 0) return;
    const move = (index: number) => {
      event.preventDefault();
      setActive({ term: results.term, index: (index + hits.length) % hits.length });
    };
    if (event.key === 'ArrowDown') move(activeIndex + 1);
    else if (event.key === 'ArrowUp') move(activeIndex - 1);
    else if (event.key === 'Home' && event.ctrlKey) move(0);
    else if (event.key === 'End' && event.ctrlKey) move(hits.length - 1);
    else if (event.key === 'Enter') {
      const hit = hits[activeIndex];
      if (hit) {
        event.preventDefault();
        open(hit);
      }
    }
  };

  return (
    <Stack gap="sm">
      <TextInput
        ref={takeKeys}
        data-autofocus
        label={t('ui.search.inputLabel')}
        placeholder={t('ui.search.placeholder')}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
        rightSection={results.searching && results.term !== '' ? <Loader size="xs" /> : null}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={hits.length > 0}
        aria-controls={listId}
        aria-activedescendant={hits.length > 0 ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      <Box
        id={listId}
        role="listbox"
        aria-label={t('ui.search.results')}
        mah="55vh"
        style={{ overflowY: 'auto' }}
      >
        {results.groups.map((group) => (
          <Box key={group.kind} role="group" aria-label={t(SEARCH_KIND_LABELS[group.kind])} mb="xs">
            <Text fz="xs" fw={700} tt="uppercase" c="dimmed" px="xs" py={4} aria-hidden="true">
              {t(SEARCH_KIND_LABELS[group.kind])}
            </Text>
            {group.hits.map((hit) => {
              const index = hits.indexOf(hit);
              const selected = index === activeIndex;
              return (
                <UnstyledButton
                  key={hit.key}
                  id={optionId(index)}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  onClick={() => open(hit)}
                  onMouseMove={() => setActive({ term: results.term, index })}
                  display="block"
                  w="100%"
                  px="xs"
                  py={6}
                  bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                  style={{ borderRadius: 'var(--mantine-radius-sm)' }}
                >
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text fz="sm" truncate="end">
                      {hit.title}
                    </Text>
                    {hit.detail && (
                      <Text fz="xs" c="dimmed" truncate="end">
                        {hit.detail}
                      </Text>
                    )}
                  </Group>
                </UnstyledButton>
              );
            })}
          </Box>
        ))}
      </Box>
      {/* Below the results: "Searching…" going away must not move them under the pointer. */}
      <Box role="status" aria-live="polite">
        <SearchStatus results={results} typed={text.trim()} />
      </Box>
    </Stack>
  );
}

/** What the list says when it has no hits to show: a hint, searching, nothing found, an error. */
function SearchStatus({ results, typed }: { results: SearchResults; typed: string }) {
  const t = useT();
  if (results.error) {
    return (
      <Alert color="red" title={t('ui.search.someFailed')}>
        {describeError(results.error, t).message}
      </Alert>
    );
  }
  if (typed.length < MIN_SEARCH_LENGTH) {
    return (
      <Text fz="sm" c="dimmed">
        {t('ui.search.hint', { min: MIN_SEARCH_LENGTH })}
      </Text>
    );
  }
  if (results.searching) {
    return (
      <Text fz="sm" c="dimmed">
        {t('ui.search.searching')}
      </Text>
    );
  }
  if (results.groups.length === 0) {
    return <Text fz="sm">{t('ui.search.noMatches', { term: results.term })}</Text>;
  }
  return null;
}
