import { Center, Container, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type HydrationState,
  type RouteObject,
} from 'react-router';

import type { Client } from '../api/client';
import type { PagePrefetch } from '../lib/api-query/page-prefetch';
import { importWithRetry } from '../lib/connection-status-import';
import { organizationQuery } from '../lib/organization-query';
import { ErrorPage } from '../ui/error-page';
import { AppLayout } from './app-layout';
import { FullPageLoader } from './auth/full-page';
import { SessionGate } from './auth/session-gate';
import { SIGN_IN_PATH, sessionHint, sessionQuery } from './auth/session-query';

export const KIOSK_PATH = '/kiosk';

function PageLoader() {
  return (
    <Center py="xl" role="status" aria-label="Loading page">
      <Loader size="sm" />
    </Center>
  );
}

/** The clients the routes' loaders start requests with; set once, by createAppRouter. */
let clients: { readonly client: Client; readonly queryClient: QueryClient } | undefined;

/**
 * Runs `start` (requests that need a session) as early as is safe: at once in a browser that was
 * signed in when it last looked, else as soon as the session check says it is signed in. A first
 * visit, signed out, asks for nothing but the session (401s would read as "your session ended").
 */
function startWhenSignedIn(start: (context: NonNullable<typeof clients>) => void): void {
  const context = clients;
  if (!context) return;
  if (sessionHint.get()) {
    start(context);
    return;
  }
  context.queryClient.ensureQueryData(sessionQuery()).then(
    (session) => session.signedIn && start(context),
    // The session gate shows why the check failed.
    () => undefined,
  );
}

/** A page module's component and, for a page whose first request follows from its URL, that request. */
interface PageModule {
  readonly Component: ComponentType;
  readonly prefetch?: PagePrefetch;
}

/**
 * A page route's `handle`: its prefetch, which is also what the server starts before it renders
 * the page (src/app/server-render.tsx); a page without one is rendered in the browser only.
 */
export interface PageHandle {
  readonly prefetch?: PagePrefetch;
}

/**
 * A page route whose component is fetched on first visit, so each page is its own chunk.
 * While the chunk of the first page loads, the shell renders with a spinner in its place. A page
 * with a prefetch starts its first request from the route's loader, beside the session check,
 * instead of after the shell and the page have rendered. A chunk that fails to download is asked
 * for again twice before the error page says the page could not be loaded.
 */
function lazyPage(path: string, load: () => Promise<ComponentType | PageModule>): RouteObject {
  return {
    path,
    lazy: async () => {
      const page = await importWithRetry(load);
      if (!('Component' in page)) return { Component: page };
      const { Component, prefetch } = page;
      if (!prefetch) return { Component };
      const handle: PageHandle = { prefetch };
      return {
        Component,
        handle,
        loader: ({ request }) => {
          const url = new URL(request.url);
          startWhenSignedIn((context) => prefetch({ ...context, url }));
          return null;
        },
      };
    },
    hydrateFallbackElement: <PageLoader />,
  };
}

/** Starts the session check and the organization's time zone as soon as the app runs. */
function startShellRequests(): null {
  void clients?.queryClient.prefetchQuery(sessionQuery());
  startWhenSignedIn(({ client, queryClient }) => {
    void queryClient.prefetchQuery(organizationQuery(client));
  });
  return null;
}

/** Shown when something outside a page fails (the shell, the gate, the sign-in page's chunk). */
const outsideShellError = (
  <main>
    <Container size="sm" py="xl">
      <ErrorPage />
    </Container>
  </main>
);

export const routes: RouteObject[] = [
  {
    // Outside the shell and the session gate: a signed-out visitor must be able to see it.
    path: SIGN_IN_PATH,
    lazy: async () => ({ Component: (await import('./auth/sign-in-page')).SignInPage }),
    hydrateFallbackElement: <FullPageLoader label="Loading the sign-in page" />,
    errorElement: outsideShellError,
  },
  {
    // Outside the shell and the session gate: a kiosk keeps working offline, from its outbox,
    // and asks for a sign-in only when it needs to sync.
    path: KIOSK_PATH,
    lazy: async () => ({
      Component: (await import('../features/headcounts/kiosk-page')).KioskPage,
    }),
    hydrateFallbackElement: <FullPageLoader label="Loading the kiosk" />,
    errorElement: outsideShellError,
  },
  {
    path: '/',
    loader: startShellRequests,
    // Once is enough: the session query keeps itself fresh, the time zone does not change.
    shouldRevalidate: () => false,
    // Every page of the shell needs a signed-in session.
    element: (
      <SessionGate>
        <AppLayout />
      </SessionGate>
    ),
    // Only reached if the shell itself fails; page errors are caught inside the shell below.
    errorElement: outsideShellError,
    children: [
      {
        errorElement: <ErrorPage />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (
                await importWithRetry(() => import('../features/home/this-week/home-page'))
              ).HomePage,
            }),
            hydrateFallbackElement: <PageLoader />,
          },
          lazyPage('check-ins', () =>
            import('../features/check-ins/list/check-ins-page').then((m) => ({
              Component: m.CheckInsPage,
              prefetch: m.prefetchCheckIns,
            })),
          ),
          lazyPage('check-ins/events', () =>
            import('../features/check-ins/events/events-page').then((m) => m.EventsPage),
          ),
          lazyPage('check-ins/events/:eventId', () =>
            import('../features/check-ins/events/event-page').then((m) => m.EventPage),
          ),
          lazyPage('check-ins/stations', () =>
            import('../features/check-ins/stations/stations-page').then((m) => m.StationsPage),
          ),
          lazyPage('check-ins/passes', () =>
            import('../features/check-ins/passes/passes-page').then((m) => m.PassesPage),
          ),
          lazyPage('headcounts', () =>
            import('../features/headcounts/headcounts-page').then((m) => m.HeadcountsPage),
          ),
          lazyPage('giving', () =>
            import('../features/giving/overview/giving-page').then((m) => m.GivingPage),
          ),
          lazyPage('giving/donations', () =>
            import('../features/giving/donations/donations-page').then((m) => m.DonationsPage),
          ),
          lazyPage('giving/batches', () =>
            import('../features/giving/batches/batches-page').then((m) => m.BatchesPage),
          ),
          lazyPage('giving/batches/:batchId', () =>
            import('../features/giving/batches/batch-page').then((m) => m.BatchPage),
          ),
          lazyPage('giving/deposits', () =>
            import('../features/giving/batches/deposits-page').then((m) => m.DepositsPage),
          ),
          lazyPage('giving/deposits/:depositId', () =>
            import('../features/giving/batches/deposit-page').then((m) => m.DepositPage),
          ),
          lazyPage('giving/funds', () =>
            import('../features/giving/funds/funds-page').then((m) => m.FundsPage),
          ),
          lazyPage('giving/recurring', () =>
            import('../features/giving/recurring/recurring-donations-page').then(
              (m) => m.RecurringDonationsPage,
            ),
          ),
          lazyPage('giving/people', () =>
            import('../features/giving/people/giving-people-page').then((m) => m.GivingPeoplePage),
          ),
          lazyPage('giving/people/:personId', () =>
            import('../features/giving/people/giving-person-page').then((m) => m.GivingPersonPage),
          ),
          { path: 'reports', element: <Navigate to="/reports/attendance" replace /> },
          lazyPage('reports/attendance', () =>
            import('../features/reports/attendance/attendance-report-page').then(
              (m) => m.AttendanceReportPage,
            ),
          ),
          lazyPage('reports/first-time', () =>
            import('../features/reports/first-time/first-time-guests-page').then(
              (m) => m.FirstTimeGuestsPage,
            ),
          ),
          lazyPage('people', () =>
            import('../features/people/directory/people-page').then((m) => ({
              Component: m.PeoplePage,
              prefetch: m.prefetchPeople,
            })),
          ),
          lazyPage('people/:personId', () =>
            import('../features/people/profile/person-page').then((m) => m.PersonPage),
          ),
          lazyPage('people/households', () =>
            import('../features/people/households/households-page').then((m) => m.HouseholdsPage),
          ),
          lazyPage('people/households/:householdId', () =>
            import('../features/people/households/household-page').then((m) => m.HouseholdPage),
          ),
          lazyPage('people/custom-fields', () =>
            import('../features/people/custom-fields/custom-fields-page').then(
              (m) => m.CustomFieldsPage,
            ),
          ),
          lazyPage('people/lists', () =>
            import('../features/people/lists/lists-page').then((m) => m.ListsPage),
          ),
          lazyPage('people/lists/:listId', () =>
            import('../features/people/lists/list-page').then((m) => m.ListPage),
          ),
          lazyPage('people/messages', () =>
            import('../features/people/messages/messages-page').then((m) => m.MessagesPage),
          ),
          lazyPage('people/settings', () =>
            import('../features/people/settings/people-settings-page').then(
              (m) => m.PeopleSettingsPage,
            ),
          ),
          lazyPage('rules', () => import('../features/rules/rules-page').then((m) => m.RulesPage)),
          lazyPage('*', () => import('../ui/not-found-page').then((m) => m.NotFoundPage)),
        ],
      },
    ],
  },
];

/**
 * The app's router; its loaders start requests on `client` into `queryClient`'s cache. Given the
 * server's `hydrationData`, it takes the server-rendered page's loaders as run (the cache already
 * holds their data).
 */
export function createAppRouter(
  client: Client,
  queryClient: QueryClient,
  hydrationData?: HydrationState,
) {
  clients = { client, queryClient };
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Loads the lazy routes that match `pathname` (their chunks were preloaded beside the entry), so
 * that hydration renders the page the server rendered instead of a loader in its place.
 */
export async function loadRoutesOf(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}
