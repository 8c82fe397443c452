import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll } from 'vitest';

import { createClient, type Client } from '../../api/client';
import { ApiClientProvider } from '../../lib/browser/api-query/api-client-context';
import { createAppHistory } from '../../lib/browser/app-history';
import { startSandbox, type Sandbox, type StartOptions } from '../../sandbox/server';
import { AppRouter } from '../app-router';
import { prepareJsdomForMantine } from './jsdom-for-mantine';
import { TestProviders, testLanguage } from './test-providers';

/** The sandbox's seeded application credentials. */
export const sandboxAuth = {
  kind: 'basic',
  applicationId: 'sandbox',
  secret: 'sandbox-secret',
} as const;

/**
 * Component tests against the real sandbox: one small in-memory sandbox for the file, a client
 * for it (`client()`, `url()` once the file's tests run), jsdom made ready for Mantine, and cleanup after each test. Call at the top of a test
 * file.
 */
export interface SandboxForComponentTests {
  client: () => Client;
  url: () => string;
  /** The sandbox itself: its database, its live session. */
  sandbox: () => Sandbox;
  /** A client of the sandbox that notes each write it sends (`POST /people/v2/…`) in `writes`. */
  recordingClient: () => { client: Client; writes: string[] };
  /**
   * A request straight to the sandbox with its credentials, for a test's own setup and
   * expectations (past the app's client); answers the status and the parsed body.
   */
  request: <J>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
  ) => Promise<{ status: number; json: J }>;
  /**
   * Every record of a list straight from the sandbox, page after page in the list's own order,
   * with what the pages included (`path` may carry a query of its own).
   */
  all: <R, I = R>(path: string) => Promise<{ data: R[]; included: I[] }>;
  /** Renders `page` at `url` with the app's providers (over the sandbox's client by default). */
  renderAt: (url: string, page: ReactNode, apiClient?: Client) => ReturnType<typeof renderAt>;
}

/** `options` add to the small in-memory sandbox (a clock, a live session). */
export function startSandboxForComponentTests(
  options: Partial<StartOptions> = {},
): SandboxForComponentTests {
  let sandbox: Awaited<ReturnType<typeof startSandbox>> | undefined;
  let client: Client | undefined;

  beforeAll(async () => {
    prepareJsdomForMantine();
    // `waitFor` and `findBy…` wait for a condition; with neighbours loading the machine a page's
    // render after a URL change took seconds, far past their 1 s default. The wait ends as soon
    // as the condition holds: the timeout only bounds a failure.
    configure({ asyncUtilTimeout: 30_000 });
    sandbox = await startSandbox({
      file: ':memory:',
      scale: 'small',
      config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
      ...options,
    });
    client = createClient({ baseUrl: sandbox.url, auth: sandboxAuth });
  });

  afterAll(async () => {
    if (sandbox === undefined) return;
    // A page's walk (a report, the check-ins' includes) may leave an answer half read when its
    // test ends; the server would wait for it for ever. The tests are done: cut what is open.
    const closing = sandbox.close();
    sandbox.app.server.closeAllConnections();
    await closing;
  });

  afterEach(cleanup);

  const started = <T,>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the sandbox starts in beforeAll: use it in a test');
    return value;
  };
  const tests: SandboxForComponentTests = {
    all: (path) => readAll(tests.request, path),
    client: () => started(client),
    url: () => started(sandbox).url,
    sandbox: () => started(sandbox),
    recordingClient: () => {
      const writes: string[] = [];
      const recording = createClient({
        baseUrl: started(sandbox).url,
        auth: sandboxAuth,
        fetch: (input, init) => {
          if (init?.method !== undefined && init.method !== 'GET')
            writes.push(`${init.method} ${new URL(String(input)).pathname}`);
          return fetch(input, init);
        },
      });
      return { client: recording, writes };
    },
    request: async (method, path, body) => {
      const response = await fetch(new URL(path, started(sandbox).url), {
        method,
        headers: {
          Authorization: `Basic ${btoa(`${sandboxAuth.applicationId}:${sandboxAuth.secret}`)}`,
          ...(body === undefined ? {} : { 'Content-Type': 'application/vnd.api+json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, json: (text === '' ? null : JSON.parse(text)) as never };
    },
    renderAt: (url, page, apiClient) => renderAt(url, page, apiClient ?? started(client)),
  };
  return tests;
}

/** Every record of a list, page after page, through `request`. */
async function readAll<R, I>(request: SandboxForComponentTests['request'], path: string) {
  const data: R[] = [];
  const included: I[] = [];
  for (let offset = 0; ;) {
    const page = await request<{ data: R[]; included?: I[]; meta: { next?: { offset: number } } }>(
      'GET',
      `${path}${path.includes('?') ? '&' : '?'}per_page=100&offset=${offset}`,
    );
    if (page.status !== 200) throw new Error(`GET ${path}: ${page.status}`);
    data.push(...page.json.data);
    included.push(...(page.json.included ?? []));
    if (page.json.meta.next === undefined || page.json.data.length === 0) return { data, included };
    offset = page.json.meta.next.offset;
  }
}

/** The URL's search, for tests to read the state a view keeps there. */
function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

/** Renders `page` at `url` with the app's providers and router over `apiClient`; answers its history. */
function renderAt(url: string, page: ReactNode, apiClient: Client) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const history = createAppHistory(UNSAFE_createMemoryHistory({ initialEntries: [url] }));
  render(
    <TestProviders>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <AppRouter history={history}>
            <Routes>
              <Route
                path="*"
                element={
                  <>
                    {page}
                    <Where />
                  </>
                }
              />
            </Routes>
          </AppRouter>
        </QueryClientProvider>
      </ApiClientProvider>
    </TestProviders>,
  );
  return history;
}

/** The alert naming the parts of the page's link it ignored (`IgnoredUrlParts`), once shown. */
export async function findIgnoredLinkSettings(): Promise<HTMLElement> {
  const alerts = await screen.findAllByRole('alert');
  // In the tree's language: English, or Spanish for a test that renders in it.
  const ignored = alerts.find((a) =>
    (['en', 'es'] as const).some((language) =>
      a.textContent.includes(testLanguage(language).i18n._('ui.ignoredUrl.title')),
    ),
  );
  if (!ignored) throw new Error('no alert about the link’s settings');
  return ignored;
}
