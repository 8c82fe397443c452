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

import type { AppHistory, BlockerArgs } from '../lib/app-history';

const AppHistoryContext = createContext<AppHistory | null>(null);
const NavigationPendingContext = createContext(false);

/** Whether a navigation waits for its page's code (the shell shows it). */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's declarative router over the app's history (src/lib/app-history.ts). Each
 * navigation renders as a transition: the page shown stays until the next one's code has
 * loaded, and meanwhile `useNavigationPending()` is true.
 */
export function AppRouter({ history, children }: { history: AppHistory; children: ReactNode }) {
  const [shown, setShown] = useState(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen((update) => {
        startTransition(() => setShown(update));
      }),
    [history],
  );
  return (
    <AppHistoryContext value={history}>
      <NavigationPendingContext value={pending}>
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
