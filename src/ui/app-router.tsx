import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router } from 'react-router';

import type { AppHistory, BlockerArgs } from '../lib/browser/app-history';

const AppHistoryContext = createContext<AppHistory | null>(null);
/**
 * What a navigation waits for (code to download, a render): nothing, a change of the page's own
 * query (a list's sort, a drawer's record) or another page (another path).
 */
export type NavigationWait = 'none' | 'this-page' | 'another-page';

const NavigationPendingContext = createContext<NavigationWait>('none');

/** What a navigation waits for, if it does (the shell shows it: pending-navigation.tsx). */
export function useNavigationPending(): NavigationWait {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's declarative router over the app's history (src/lib/browser/app-history.ts). Each
 * navigation renders as a transition: the page shown stays until the next one's code has
 * loaded, and meanwhile `useNavigationPending()` is true. A navigation that supersedes a waiting
 * one (a link, Back or Forward) takes its place in the same transition.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [shown, setShown] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  // Where the history is, ahead of what is shown while a transition waits.
  const [reached, setReached] = useState(history.location);
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setReached(update.location);
        startTransition(() => setShown(update));
      }),
    [history],
  );
  const wait: NavigationWait = !pending
    ? 'none'
    : reached.pathname === shown.location.pathname
      ? 'this-page'
      : 'another-page';
  return (
    <AppHistoryContext value={history}>
      <NavigationPendingContext value={wait}>
        <Router
          location={shown.location}
          navigationType={shown.action}
          navigator={history.navigator}
        >
          {children}
        </Router>
      </NavigationPendingContext>
    </AppHistoryContext>
  );
}

export interface BlockerState {
  /** A navigation waits for the user's answer. */
  readonly blocked: boolean;
  /** Does the waiting navigation. */
  proceed(): void;
  /** Drops it; the user stays. */
  reset(): void;
}

/**
 * While mounted, holds every navigation `shouldBlock` names (a link, `navigate`, back and
 * forward) until `proceed()` or `reset()`. Only the most recently mounted blocker is asked.
 */
export function useNavigationBlocker(shouldBlock: (args: BlockerArgs) => boolean): BlockerState {
  const history = useContext(AppHistoryContext);
  if (!history) throw new Error('useNavigationBlocker is used outside AppRouter.');
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });
  const [retry, setRetry] = useState<(() => void) | null>(null);
  useEffect(
    () =>
      history.block({
        shouldBlock: (args) => latest.current(args),
        onBlocked: (next) => setRetry(() => next),
      }),
    [history],
  );
  const reset = useCallback(() => setRetry(null), []);
  return useMemo(
    () => ({
      blocked: retry !== null,
      proceed: () => {
        setRetry(null);
        retry?.();
      },
      reset,
    }),
    [retry, reset],
  );
}
