import type { QueryClient } from '@tanstack/react-query';

import { SIGN_IN_PATH, sessionKey, signInPagePath } from './session-query';

export interface SessionEndedNavigation {
  /**
   * Path, query and fragment of where the user is now: the router's history, which moves at
   * once when a navigation starts (before its page has loaded).
   */
  currentPath(): string;
  /** Replaces the current entry with `to`. */
  replace(to: string): void;
}

function isSignInPage(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0];
  return pathname === SIGN_IN_PATH;
}

/**
 * What to do when an API call answers that the session ended: mark the cached session stale
 * (without asking the proxy now, which would race the redirect below) and send the user to the
 * sign-in page, which will bring them back to the exact URL they were on. Several queries
 * failing together redirect once.
 */
export function createSessionEndedHandler(navigation: SessionEndedNavigation) {
  return (_error: unknown, client: QueryClient): void => {
    void client.invalidateQueries({ queryKey: sessionKey, refetchType: 'none' });
    const current = navigation.currentPath();
    if (isSignInPage(current)) return;
    // The hint stays until the sign-in page shows: the session gate may yet redirect too before
    // this navigation lands, and it reads the hint to say that the session ended.
    navigation.replace(signInPagePath(current, 'expired'));
  };
}
