import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode, Suspense, use, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';

import { apiClient, connectionStatus } from './api-client';
import { AppProviders } from './app';
import { createSessionEndedHandler } from './auth/session-ended';
import { parseSession, sessionKey } from './auth/session-query';
import type { PageState } from './page-state';
import { createQueryClient } from './query-client';
import { releaseHeldEvents } from './held-events';
import { createAppRouter, loadRoutesOf } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The browser's query client: an API call that finds the session ended leads to sign-in. */
function browserQueryClient(router: () => AppRouter | undefined): QueryClient {
  return createQueryClient({
    onSessionEnded: createSessionEndedHandler({
      currentPath: () => pathOf(router()?.state.location ?? window.location),
      pendingPath: () => {
        const location = router()?.state.navigation.location;
        return location ? pathOf(location) : undefined;
      },
      replace: (to) => {
        const current = router();
        if (current) void current.navigate(to, { replace: true });
        else window.location.replace(to);
      },
    }),
  });
}

function appTree(queryClient: QueryClient, routes: ReactNode) {
  return (
    <StrictMode>
      <AppProviders client={apiClient} queryClient={queryClient}>
        {routes}
      </AppProviders>
    </StrictMode>
  );
}

/** Renders the app into an empty `container`. */
export function renderApp(container: HTMLElement): void {
  const queryClient = browserQueryClient(() => router);
  const router: AppRouter = createAppRouter(apiClient, queryClient);
  createRoot(container).render(appTree(queryClient, <RouterProvider router={router} />));
  // The server sent its head, then no page (it was not rendered): nothing was there to use.
  releaseHeldEvents();
}

/**
 * The router, once the page's own routes have loaded (hydration waits for it, see below); its
 * effect runs after those of everything it renders, so the page's shortcuts listen by then.
 */
function LoadedRouter({
  router,
  onHydrated,
}: {
  router: Promise<AppRouter>;
  onHydrated: () => void;
}) {
  useEffect(onHydrated, [onHydrated]);
  return <RouterProvider router={use(router)} />;
}

/**
 * Takes over the server-rendered page in `container`: the cache gets the server's data, and the
 * routes render once the page's own code has loaded (its chunks were preloaded with the page),
 * so their first render matches the markup and hydrates it in place. Hydration starts at once,
 * inside the same Suspense boundary as the server's (server-render.tsx): until the routes are
 * there the server's markup stays, and what is done on it (held since the page's head, see
 * held-events.ts) is done again once it has hydrated.
 */
export function hydrateApp(container: HTMLElement, state: PageState): void {
  let router: AppRouter | undefined;
  const queryClient = browserQueryClient(() => router);
  hydrate(queryClient, state.queries);
  queryClient.setQueryData(sessionKey, parseSession(state.session));
  const loaded = loadRoutesOf(window.location.pathname).then(
    () => (router = createAppRouter(apiClient, queryClient, state.router)),
    // The page's code could not load: the router loads it again itself (and says so if it still
    // cannot), and the page is rendered afresh.
    () => (router = createAppRouter(apiClient, queryClient)),
  );
  // The page itself was the server's answer: "last reached" counts from it, as from an API call.
  connectionStatus.reached();
  hydrateRoot(
    container,
    appTree(
      queryClient,
      <Suspense fallback={null}>
        <LoadedRouter router={loaded} onHydrated={releaseHeldEvents} />
      </Suspense>,
    ),
  );
}
