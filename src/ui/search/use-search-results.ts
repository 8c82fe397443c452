import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';

import { ApiError } from '../../api/api-error';
import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { useT } from '../i18n/language-context';
import {
  MIN_SEARCH_LENGTH,
  SEARCH_KINDS,
  searchSources,
  type SearchHit,
  type SearchKind,
} from './search-sources';

/** How long typing must pause before a search starts: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 250;

export interface SearchGroup {
  readonly kind: SearchKind;
  readonly hits: readonly SearchHit[];
}

export interface SearchResults {
  /** The text the results are for (trimmed, after the pause); '' before there is one. */
  readonly term: string;
  /** True while the text is being typed or any kind is still loading. */
  readonly searching: boolean;
  /** The kinds with hits, in SEARCH_KINDS order, up to the first that has not answered yet. */
  readonly groups: readonly SearchGroup[];
  /** The first failure other than a refusal (403: a kind the person may not read is left out). */
  readonly error: Error | null;
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/** Searches every kind for `text`, debounced; a superseded term's requests are cancelled. */
export function useSearchResults(text: string): SearchResults {
  const client = useApiClient();
  const t = useT();
  const typed = text.trim();
  const [debounced] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const term = debounced.length >= MIN_SEARCH_LENGTH ? debounced : '';
  return useQueries({
    queries: term === '' ? [] : searchSources(client, term, t),
    combine: (results): SearchResults => {
      // Kinds show top-down as they answer: a source's hits show once every source before it has
      // answered, so no group is ever put above one already on screen, where a click aimed at
      // one of its results would land on another.
      const firstPending = results.findIndex((result) => result.isPending);
      const answered = firstPending === -1 ? results : results.slice(0, firstPending);
      // A person found by name and by e-mail address is listed once.
      const hits = [
        ...new Map(answered.flatMap((r) => r.data ?? []).map((hit) => [hit.key, hit])).values(),
      ];
      const failure = results.find((result) => result.isError && !isForbidden(result.error));
      return {
        term,
        searching: typed !== debounced || results.some((result) => result.isPending),
        groups: SEARCH_KINDS.map((kind) => ({
          kind,
          hits: hits.filter((hit) => hit.kind === kind),
        })).filter((group) => group.hits.length > 0),
        error: failure?.error ?? null,
      };
    },
  });
}
