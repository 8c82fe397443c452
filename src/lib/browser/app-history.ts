import {
  NavigationType,
  parsePath,
  type Location,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router';

/** React Router's history (browser or memory): what the app's router runs on. */
export type BaseHistory = ReturnType<typeof UNSAFE_createBrowserHistory>;

export interface HistoryUpdate {
  readonly action: NavigationType;
  readonly location: Location;
}

export interface BlockerArgs {
  readonly currentLocation: Location;
  readonly nextLocation: Location;
}

export interface NavigationBlocker {
  /** Whether going from one location to the next must wait for the user's answer. */
  shouldBlock(args: BlockerArgs): boolean;
  /** A navigation was held; `retry` does it (past every blocker) if the user goes on. */
  onBlocked(retry: () => void): void;
}

export interface AppHistory {
  /** What the router's links and `navigate` call. */
  readonly navigator: Navigator;
  /** The location shown now. */
  readonly location: Location;
  readonly action: NavigationType;
  /** Called after each navigation that was not blocked. */
  listen(listener: (update: HistoryUpdate) => void): () => void;
  /** Adds a blocker; only the most recent one is asked. Returns its removal. */
  block(blocker: NavigationBlocker): () => void;
}

/**
 * The app's history: React Router's declarative `<Router>` over a browser (or memory) history,
 * with the navigation blockers its data router would have offered (a form with unsaved changes,
 * the kiosk's lock). A blocked push or replace is kept, to be done if the user goes on. A
 * blocked back or forward has already moved the browser: it is undone at once and done again if
 * the user goes on, as React Router's own blockers do.
 */
export function createAppHistory(base: BaseHistory): AppHistory {
  const listeners = new Set<(update: HistoryUpdate) => void>();
  const blockers: NavigationBlocker[] = [];
  let shown: HistoryUpdate = { action: base.action, location: base.location };
  /** The pop that undoes a blocked back or forward; not a navigation of its own. */
  let undoing = false;
  /** The pop that redoes it once the user goes on; not asked about again. */
  let redoing = false;

  const emit = (action: NavigationType) => {
    shown = { action, location: base.location };
    for (const listener of [...listeners]) listener(shown);
  };

  const blockerOf = (nextLocation: Location): NavigationBlocker | undefined => {
    const blocker = blockers.at(-1);
    return blocker?.shouldBlock({ currentLocation: shown.location, nextLocation })
      ? blocker
      : undefined;
  };

  /** Back or forward (or `go`) happened: tell the router, unless a blocker holds it. */
  base.listen(({ location, delta }) => {
    if (undoing) {
      undoing = false;
      return;
    }
    const blocker = redoing || delta === null ? undefined : blockerOf(location);
    redoing = false;
    if (!blocker || delta === null) {
      emit(NavigationType.Pop);
      return;
    }
    undoing = true;
    base.go(-delta);
    blocker.onBlocked(() => {
      redoing = true;
      base.go(delta);
    });
  });

  const locationOf = (to: To, state: unknown): Location => ({
    pathname: shown.location.pathname,
    search: '',
    hash: '',
    ...(typeof to === 'string' ? parsePath(to) : to),
    state,
    key: '',
  });

  const move = (action: NavigationType.Push | NavigationType.Replace, to: To, state: unknown) => {
    const go = () => {
      if (action === NavigationType.Push) base.push(to, state);
      else base.replace(to, state);
      emit(action);
    };
    const blocker = blockerOf(locationOf(to, state));
    if (blocker) blocker.onBlocked(go);
    else go();
  };

  return {
    navigator: {
      createHref: (to) => base.createHref(to),
      encodeLocation: (to) => base.encodeLocation(to),
      go: (delta) => base.go(delta),
      push: (to, state?: unknown) => move(NavigationType.Push, to, state),
      replace: (to, state?: unknown) => move(NavigationType.Replace, to, state),
    },
    get location() {
      return shown.location;
    },
    get action() {
      return shown.action;
    },
    listen(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    block(blocker) {
      blockers.push(blocker);
      return () => {
        const index = blockers.lastIndexOf(blocker);
        if (index >= 0) blockers.splice(index, 1);
      };
    },
  };
}
