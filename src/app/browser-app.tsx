import { hydrate, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type { HydrationState } from 'react-router';

import { apiClient } from './api-client';
import { AppProviders } from './app';
import { createSessionEndedHandler } from './auth/session-ended';
import { parseSession, sessionKey } from './auth/session-query';
import type { PageState } from './page-state';
import { createQueryClient } from './query-client';
import { createAppRouter, loadRoutesOf } from './router';

function pathOf(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** The browser's query client and router; an API call that finds the session ended leads to sign-in. */
function createBrowserApp(
  prepare: (queryClient: QueryClient) => void,
  hydrationData?: HydrationState,
) {
  const queryClient = createQueryClient({
    onSessionEnded: createSessionEndedHandler({
      currentPath: () => pathOf(router.state.location),
      pendingPath: () => {
        const { location } = router.state.navigation;
        return location ? pathOf(location) : undefined;
      },
      replace: (to) => void router.navigate(to, { replace: true }),
    }),
  });
  prepare(queryClient);
  const router = createAppRouter(apiClient, queryClient, hydrationData);
  return (
    <StrictMode>
      <AppProviders client={apiClient} queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
}

/** Renders the app into an empty `container`. */
export function renderApp(container: HTMLElement): void {
  createRoot(container).render(createBrowserApp(() => undefined));
}

/**
 * Takes over the server-rendered page in `container`: the cache gets the server's data and the
 * page's code is loaded first, so the first render matches the markup and hydrates it in place.
 * Should the state not fit, the page renders afresh instead.
 */
export async function hydrateApp(container: HTMLElement, state: PageState): Promise<void> {
  let app;
  try {
    const session = parseSession(state.session);
    await loadRoutesOf(window.location.pathname);
    app = createBrowserApp((queryClient) => {
      hydrate(queryClient, state.queries);
      queryClient.setQueryData(sessionKey, session);
    }, state.router);
  } catch (error) {
    console.warn(
      'Narthex: the server-rendered page could not be taken over; rendering it afresh.',
      error,
    );
    renderApp(container);
    return;
  }
  hydrateRoot(container, app);
}
