import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, use, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import type { AppHistory } from '../lib/browser/app-history';
import type { LanguageSetting } from '../ui/i18n/language-context';
import { isChunkLoadError } from '../lib/pure/connection-status-import';
import { AppRouter } from '../ui/app-router';
import { apiClient, connectionStatus } from './api-client';
import { AppProviders } from './app';
import { createSessionEndedHandler } from './auth/session-ended';
import { parseSession, sessionKey } from './auth/session-query';
import type { PageState } from './page-state';
import { createQueryClient } from './query-client';
import { releaseHeldEvents } from './held-events';
import { AppRoutes, createBrowserAppHistory, loadRoutesOf, PageShownContext } from './router';

function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The browser's query client: an API call that finds the session ended leads to sign-in. */
function browserQueryClient(history: () => AppHistory | undefined): QueryClient {
  return createQueryClient({
    onSessionEnded: createSessionEndedHandler({
      currentPath: () => pathOf(history()?.location ?? window.location),
      replace: (to) => {
        const current = history();
        if (current) current.navigator.replace(to);
        else window.location.replace(to);
      },
    }),
  });
}

/**
 * What a route's error boundary catches, it shows (src/ui/error-page.tsx). A page whose code could
 * not be downloaded is the connection's doing, not a bug: a warning. Anything else is logged as
 * React logs it.
 */
const rootOptions = {
  onCaughtError(error: unknown, info: { componentStack?: string }) {
    if (isChunkLoadError(error)) console.warn('A page could not be loaded:', error);
    else console.error(error, info.componentStack);
  },
};

function appTree(queryClient: QueryClient, language: LanguageSetting, routes: ReactNode) {
  return (
    <StrictMode>
      <AppProviders client={apiClient} queryClient={queryClient} language={language}>
        {routes}
      </AppProviders>
    </StrictMode>
  );
}

/** Renders the app into an empty `container`. */
export function renderApp(container: HTMLElement, language: LanguageSetting): void {
  const queryClient = browserQueryClient(() => history);
  const history = createBrowserAppHistory(apiClient, queryClient);
  createRoot(container, rootOptions).render(
    appTree(
      queryClient,
      language,
      <AppRouter history={history}>
        <AppRoutes />
      </AppRouter>,
    ),
  );
  // The server sent its head, then no page (it was not rendered): nothing was there to use.
  releaseHeldEvents();
}

/**
 * The router, once the page's own routes have loaded (hydration waits for it, see below).
 * `onHydrated` is called once the page has hydrated (PageShownContext), so the page's shortcuts
 * and the shell's listen by then.
 */
function LoadedRouter({
  history,
  onHydrated,
}: {
  history: Promise<AppHistory>;
  onHydrated: () => void;
}) {
  return (
    <PageShownContext value={onHydrated}>
      <AppRouter history={use(history)}>
        <AppRoutes />
      </AppRouter>
    </PageShownContext>
  );
}

/**
 * Takes over the server-rendered page in `container`: the cache gets the server's data, and the
 * routes render once the page's own code has loaded (its chunks were preloaded with the page),
 * so their first render matches the markup and hydrates it in place. Hydration starts at once,
 * inside the same Suspense boundary as the server's (server-render.tsx): until the routes are
 * there the server's markup stays, and what is done on it (held since the page's head, see
 * held-events.ts) is done again once it has hydrated.
 */
export function hydrateApp(
  container: HTMLElement,
  state: PageState,
  language: LanguageSetting,
): void {
  let history: AppHistory | undefined;
  const queryClient = browserQueryClient(() => history);
  hydrate(queryClient, state.queries);
  queryClient.setQueryData(sessionKey, parseSession(state.session));
  const loaded = loadRoutesOf(window.location.pathname).then(
    () => (history = createBrowserAppHistory(apiClient, queryClient, { hydrating: true })),
    // The page's code could not load: rendering asks for it again (and says so if it still
    // cannot), and the page is rendered afresh.
    () => (history = createBrowserAppHistory(apiClient, queryClient)),
  );
  // The page itself was the server's answer: "last reached" counts from it, as from an API call.
  connectionStatus.reached();
  hydrateRoot(
    container,
    appTree(
      queryClient,
      language,
      <Suspense fallback={null}>
        <LoadedRouter history={loaded} onHydrated={releaseHeldEvents} />
      </Suspense>,
    ),
    rootOptions,
  );
}
