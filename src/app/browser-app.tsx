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
}

/** Whether a key pressed there types (its own default action), rather than a shortcut. */
function typesText(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/** Sets a field's value past React's own tracking of it (the DOM's setter). */
function setValueUntracked(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
}

/**
 * What a person does on the server's page before the app has taken it over, done again once it
 * has: the page shows before its handlers listen. Keys pressed outside text fields, and keys with
 * Ctrl or ⌘ anywhere, are pressed again (the shortcuts: Ctrl+K, '/'); text typed into a field is
 * given to the app as an input event, which React would not otherwise hear (it takes the typed
 * text as the field's value); a button clicked is clicked again.
 * Answers the function that replays them.
 */
function eventsUntilHydrated(): () => void {
  const pressed: KeyboardEvent[] = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  const clicked: HTMLElement[] = [];
  // React drops a click on markup it is still waiting to hydrate (the routes' code is loading):
  // a button's click is held here, out of React's sight, and clicked again once it listens.
  const onClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    clicked.push(button);
  };
  const onKey = (event: KeyboardEvent) => {
    // In a text field only a key with Ctrl or ⌘ is a shortcut; the rest typed text.
    if (!typesText(event.target) || event.ctrlKey || event.metaKey) pressed.push(event);
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
      typed.set(field, field.value);
    }
  };
  document.addEventListener('keydown', onKey, true);
  document.addEventListener('input', onInput, true);
  document.addEventListener('click', onClick, true);
  return () => {
    document.removeEventListener('keydown', onKey, true);
    document.removeEventListener('input', onInput, true);
    document.removeEventListener('click', onClick, true);
    for (const button of clicked.splice(0)) {
      if (button.isConnected) button.click();
    }
    for (const event of pressed.splice(0)) {
      const target =
        event.target instanceof Node && event.target.isConnected ? event.target : document.body;
      target.dispatchEvent(new KeyboardEvent('keydown', event));
    }
    for (const [field, value] of typed) {
      if (!field.isConnected) continue;
      // React's tracked value differs from the field's: the input event is a change to it.
      field.value = '';
      setValueUntracked(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    typed.clear();
  };
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
 * there the server's markup stays, and what is done on it is done again once it has hydrated.
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
  const replay = eventsUntilHydrated();
  hydrateRoot(
    container,
    appTree(
      queryClient,
      <Suspense fallback={null}>
        <LoadedRouter router={loaded} onHydrated={replay} />
      </Suspense>,
    ),
  );
}
