import { Center, Container, Loader } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import {
  createContext,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  createPath,
  matchRoutes,
  Navigate,
  Outlet,
  UNSAFE_createBrowserHistory,
  useLocation,
  useRoutes,
  type Path,
  type RouteObject,
} from 'react-router';

import type { Client } from '../api/client';
import type { PagePrefetch } from '../lib/browser/api-query/page-prefetch';
import { createAppHistory, type AppHistory } from '../lib/browser/app-history';
import { preloadPageChunks, warmPageChunkPreloads } from '../lib/browser/page-chunk-preloads';
import { whenIdle } from '../lib/browser/when-idle';
import { importWithRetry } from '../lib/pure/connection-status-import';
import { organizationQuery } from '../lib/browser/organization-query';
import { preloadableLazy } from '../lib/browser/preloadable-lazy';
import type { MessageId } from '../messages/message-id';
import { ErrorPage } from '../ui/error-page';
import { useT } from '../ui/i18n/language-context';
import { RouteErrorBoundary } from '../ui/route-error-boundary';
import { AppLayout } from './app-layout';
import { FullPageLoader } from './auth/full-page';
import { SessionGate } from './auth/session-gate';
import { SIGN_IN_PATH, sessionHint, sessionQuery } from './auth/session-query';

export const KIOSK_PATH = '/kiosk';

function PageLoader() {
  const t = useT();
  return (
    <Center py="xl" role="status" aria-label={t('app.loading.page')}>
      <Loader size="sm" />
    </Center>
  );
}

/** The clients the pages' first requests start on; set once, by createAppHistory below. */
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
 * A lazy route's `handle`: loads its page's code (and says what its first request is). The
 * server renders a page whose module has a prefetch (src/app/server-render.tsx).
 */
export interface PageHandle {
  load(): Promise<PageModule>;
}

/**
 * A route whose component is fetched on first visit, so each page is its own chunk. A chunk that
 * fails to download is asked for again twice before the error page says the page could not be
 * loaded.
 */
function lazyRoute(load: () => Promise<ComponentType | PageModule>) {
  let module: Promise<PageModule> | undefined;
  const loadModule = () =>
    (module ??= importWithRetry(load).then(
      (page) => ('Component' in page ? page : { Component: page }),
      (error: unknown) => {
        module = undefined;
        throw error;
      },
    ));
  const page = preloadableLazy(() => loadModule().then(({ Component }) => Component));
  const handle: PageHandle = { load: () => page.preload().then(loadModule) };
  return { element: <page.Component />, handle };
}

/** A page route (its path and its module, which vite.config.ts reads for the route preloads). */
function lazyPage(path: string, load: () => Promise<ComponentType | PageModule>): RouteObject {
  return { path, ...lazyRoute(load) };
}

/** The home page: the shell's index route (vite.config.ts reads it as the route "/"). */
function lazyIndexPage(load: () => Promise<ComponentType | PageModule>): RouteObject {
  return { index: true, ...lazyRoute(load) };
}

/**
 * Starts the first request of the page at `location` (its prefetch) as soon as its code is in,
 * beside the session check, instead of after the shell and the page have rendered.
 */
function startPageRequests(location: Partial<Path>, origin: string): void {
  const handle = matchRoutes(routes, location)?.at(-1)?.route.handle as PageHandle | undefined;
  handle?.load().then(
    ({ prefetch }) => {
      if (!prefetch) return;
      const url = new URL(createPath(location), origin);
      startWhenSignedIn((context) => prefetch({ ...context, url }));
    },
    // The page's error boundary says the page could not be loaded.
    () => undefined,
  );
}

/** Starts the session check and the organization's time zone as soon as the app runs. */
function startShellRequests(): void {
  void clients?.queryClient.prefetchQuery(sessionQuery());
  startWhenSignedIn(({ client, queryClient }) => {
    void queryClient.prefetchQuery(organizationQuery(client));
  });
}

/** Shown when something outside a page fails (the shell, the gate, the sign-in page's chunk). */
function OutsideShellBoundary({
  loading,
  children,
}: {
  /** What the loader says while the code loads. */
  loading: MessageId;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <main>
          <Container size="sm" py="xl">
            <ErrorPage error={error} />
          </Container>
        </main>
      )}
    >
      <Suspense fallback={<FullPageLoader label={t(loading)} />}>{children}</Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Called once the page in the shell has rendered and its effects have run (its listeners are
 * there). Hydration renders each Suspense boundary apart, the page's after the shell's, so
 * the server-rendered page's app (browser-app.tsx) learns here that the whole page is live.
 */
export const PageShownContext = createContext<() => void>(() => undefined);

function PageShown() {
  const onShown = useContext(PageShownContext);
  useEffect(onShown, [onShown]);
  return null;
}

/** Where the shell shows its page: a page that fails shows the error page, the shell stays. */
function PageOutlet() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary
      resetKey={pathname}
      fallback={(error) => (
        <>
          <ErrorPage error={error} />
          <PageShown />
        </>
      )}
    >
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        {/* After the page: its effects run once the page's own have. */}
        <PageShown />
      </Suspense>
    </RouteErrorBoundary>
  );
}

const signInPage = lazyRoute(async () => (await import('./auth/sign-in-page')).SignInPage);
const kioskPage = lazyRoute(
  async () => (await import('../features/headcounts/kiosk-page')).KioskPage,
);

export const routes: RouteObject[] = [
  {
    // Outside the shell and the session gate: a signed-out visitor must be able to see it.
    path: SIGN_IN_PATH,
    element: (
      <OutsideShellBoundary loading="app.loading.signIn">{signInPage.element}</OutsideShellBoundary>
    ),
    handle: signInPage.handle,
  },
  {
    // Outside the shell and the session gate: a kiosk keeps working offline, from its outbox,
    // and asks for a sign-in only when it needs to sync.
    path: KIOSK_PATH,
    element: (
      <OutsideShellBoundary loading="app.loading.kiosk">{kioskPage.element}</OutsideShellBoundary>
    ),
    handle: kioskPage.handle,
  },
  {
    path: '/',
    // Every page of the shell needs a signed-in session.
    element: (
      <OutsideShellBoundary loading="app.loading.narthex">
        <SessionGate>
          <AppLayout />
        </SessionGate>
      </OutsideShellBoundary>
    ),
    children: [
      {
        element: <PageOutlet />,
        children: [
          lazyIndexPage(() =>
            import('../features/home/this-week/home-page').then((m) => m.HomePage),
          ),
          lazyPage('check-ins', () =>
            import('../features/check-ins/list/check-ins-page').then((m) => ({
              Component: m.CheckInsPage,
              prefetch: m.prefetchCheckIns,
            })),
          ),
          lazyPage('check-ins/live', () =>
            import('../features/check-ins/live/live-board-page').then((m) => m.LiveBoardPage),
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
          lazyPage('giving/close', () =>
            import('../features/giving/batches/month-close-page').then((m) => m.MonthClosePage),
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
          lazyPage('giving/statements', () =>
            import('../features/giving/statements/statements-page').then((m) => m.StatementsPage),
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
          lazyPage('reports/missing', () =>
            import('../features/reports/missing/missing-regulars-page').then(
              (m) => m.MissingRegularsPage,
            ),
          ),
          lazyPage('reports/birthdays', () =>
            import('../features/reports/birthdays/birthdays-page').then((m) => m.BirthdaysPage),
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

/** The app's routes, rendered under the app's router (src/app/app-router.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser's history for the app's router; each navigation starts its page's first request
 * on `client` into `queryClient`'s cache. A server-rendered page (`hydrating`) has its requests
 * done already: the cache holds their data.
 */
export function createBrowserAppHistory(
  client: Client,
  queryClient: QueryClient,
  { hydrating = false } = {},
): AppHistory {
  clients = { client, queryClient };
  const history = createAppHistory(UNSAFE_createBrowserHistory());
  const { origin } = window.location;
  if (!hydrating) {
    startShellRequests();
    startPageRequests(history.location, origin);
  }
  history.listen(({ location }) => {
    const route = matchRoutes(routes, location)?.at(-1)?.route;
    const routePath = route?.index === true ? '' : route?.path;
    if (routePath !== undefined) void preloadPageChunks(`/${routePath}`);
    startPageRequests(location, origin);
  });
  whenIdle(() => void warmPageChunkPreloads());
  return history;
}

/**
 * Loads the code of the routes that match `pathname` (their chunks were preloaded beside the
 * entry), so that a render (the server's, or the browser's hydration) shows the page, not a
 * loader in its place. Resolves with the page's module, if its route is lazy.
 */
export async function loadRoutesOf(pathname: string): Promise<PageModule | undefined> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const modules = await Promise.all(
    matches.map(({ route }) => (route.handle as PageHandle | undefined)?.load()),
  );
  return modules.at(-1);
}
