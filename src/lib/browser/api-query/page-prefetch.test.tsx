// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../../api/client';
import { startSandbox } from '../../../sandbox/server';
import { useListUrlState } from '../list-url-state';
import { ApiClientProvider } from './api-client-context';
import { useApiList } from './api-queries';
import { listPrefetch } from './page-prefetch';

const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;
const PEOPLE = '/people/v2/people';
const defaults = { order: 'last_name' } as const;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let client: Client;
const listRequests: URL[] = [];

beforeAll(async () => {
  sandbox = await startSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
  client = createClient({
    baseUrl: sandbox.url,
    auth,
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      if (url.pathname.endsWith(PEOPLE)) listRequests.push(url);
      return fetch(input, init);
    },
  });
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

/** As the app's: fresh data is served from the cache, not asked again at once. */
function appLikeQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
}

/** The page's own hooks, at `url`, over a cache the prefetch may already have filled. */
function renderListAt(url: string, queryClient: QueryClient) {
  let routerHolder: ReturnType<typeof createMemoryRouter> | undefined;
  const wrapper = ({ children }: { children: ReactNode }) => {
    routerHolder ??= createMemoryRouter([{ path: '*', element: children }], {
      initialEntries: [url],
    });
    return (
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={routerHolder} />
        </QueryClientProvider>
      </ApiClientProvider>
    );
  };
  return renderHook(
    () => {
      const list = useListUrlState(PEOPLE, defaults);
      return useApiList(PEOPLE, list.options);
    },
    { wrapper },
  );
}

describe('listPrefetch', () => {
  it('fills the cache under the key the page asks for, so the page sends no request of its own', async () => {
    const queryClient = appLikeQueryClient();
    const path = `/people?where%5Bsearch_name%5D=an&order=-last_name&per_page=5&offset=5`;
    listRequests.length = 0;

    listPrefetch(PEOPLE, defaults)({ client, queryClient, url: new URL(path, 'http://app.test') });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(listRequests).toHaveLength(1);
    const sent = listRequests[0]?.searchParams;
    expect(sent?.get('where[search_name]')).toBe('an');
    expect(sent?.get('order')).toBe('-last_name');
    expect(sent?.get('per_page')).toBe('5');
    expect(sent?.get('offset')).toBe('5');

    const { result } = renderListAt(path, queryClient);
    // Data on the first render, from the cache, and nothing asked again.
    expect(result.current.data?.records.length).toBeGreaterThan(0);
    expect(result.current.data?.offset).toBe(5);
    expect(listRequests).toHaveLength(1);
  });

  it('uses the defaults and drops what the catalog refuses, as the page does', async () => {
    const queryClient = appLikeQueryClient();
    const path = '/people?order=not_an_order&filter=nonsense';
    listRequests.length = 0;

    listPrefetch(PEOPLE, defaults)({ client, queryClient, url: new URL(path, 'http://app.test') });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(listRequests[0]?.searchParams.get('order')).toBe('last_name');
    expect(listRequests[0]?.searchParams.has('filter')).toBe(false);

    const { result } = renderListAt(path, queryClient);
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(listRequests).toHaveLength(1);
  });
});
