import { useState } from 'react';

/**
 * A text field's draft of a value kept in the URL: typed freely, and following the URL when it
 * changes from outside (back, forward, a shared link) — React's "adjust state on prop change".
 */
export function useUrlDraft(fromUrl: string) {
  const [draft, setDraft] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (fromUrl !== seen) {
    setSeen(fromUrl);
    setDraft(fromUrl);
  }
  return [draft, setDraft] as const;
}
