import { useState } from 'react';

import { useHistoryMove } from './use-history-move';

/** What a search field writes to the URL: its text without surrounding spaces. */
export const trimmedSearch = (draft: string): string => draft.trim();

/**
 * A text field's draft of a value kept in the URL: typed freely, and following the URL when it
 * changes from outside (a link, another control) — React's "adjust state on prop change" — and on
 * every Back and Forward. Watching the URL's value is not enough for Back: a draft sent to the URL
 * shows at once, while the router renders the navigation as a transition; Back before that
 * transition commits returns to the value the field last saw, so nothing changes for it.
 *
 * `toUrl` is what the field writes to the URL for a draft (the draft itself unless given, its
 * trimmed text for a search): when the URL's new value is the draft's own, the draft stays as
 * typed, so a space typed before a pause is not taken away.
 */
export function useUrlDraft(fromUrl: string, toUrl: (draft: string) => string = (draft) => draft) {
  // null: the field shows the URL's value.
  const [draft, setDraft] = useState<string | null>(null);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    if (draft === null || toUrl(draft) !== fromUrl) setDraft(null);
  }
  useHistoryMove(() => setDraft(null));
  const write: (value: string) => void = setDraft;
  return [draft ?? fromUrl, write] as const;
}
