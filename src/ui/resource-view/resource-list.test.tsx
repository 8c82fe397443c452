// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { createClient, type Client } from '../../api/client';
import { ApiClientProvider } from '../../lib/api-query/api-client-context';
import { startSandbox } from '../../sandbox/server';
import type { ColumnDef } from '../data-table';
import { prepareJsdomForMantine } from '../testing/jsdom-for-mantine';
import { ResourceList } from './resource-list';

const auth = { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' } as const;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let client: Client;

beforeAll(async () => {
  prepareJsdomForMantine();
  sandbox = await startSandbox({
    file: ':memory:',
    scale: 'small',
    config: { rateLimit: { limit: 100_000, periodSeconds: 60 } },
  });
  client = createClient({ baseUrl: sandbox.url, auth });
}, 60_000);

afterAll(async () => {
  await sandbox.close();
});

afterEach(cleanup);

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderAt(url: string, list: ReactNode, apiClient: Client = client) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {list}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider>
      <ApiClientProvider client={apiClient}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ApiClientProvider>
    </MantineProvider>,
  );
}

async function sandboxTotal(path: string, query = ''): Promise<number> {
  const response = await fetch(`${sandbox.url}${path}?per_page=1${query}`, {
    headers: { Authorization: `Basic ${btoa('sandbox:sandbox-secret')}` },
  });
  const body = (await response.json()) as { meta: { total_count: number } };
  return body.meta.total_count;
}

const fundColumns: ColumnDef<{ attributes: { name: string } }>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.attributes.name },
];

const eventColumns: ColumnDef<{ attributes: { name: string } }>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    cell: ({ row }) => row.original.attributes.name,
  },
];

const personColumns: ColumnDef<{ attributes: { first_name: string } }>[] = [
  { id: 'first', header: 'First name', cell: ({ row }) => row.original.attributes.first_name },
];

describe('ResourceList', () => {
  it('shows a page of the sandbox’s records with the pager’s count, and says when the API cannot sort', async () => {
    const total = await sandboxTotal('/giving/v2/funds');
    renderAt(
      '/funds?per_page=5',
      <ResourceList path="/giving/v2/funds" noun="funds" columns={fundColumns} />,
    );
    const table = await screen.findByRole('table', { name: 'Funds' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.min(5, total)),
    );
    expect(screen.getByText(`1–${Math.min(5, total)} of ${total} funds`)).toBeTruthy();
    expect(screen.getByText(/The giving API offers no sort order for funds/)).toBeTruthy();
  });

  it('keeps its order in the URL: a sortable header changes it', async () => {
    renderAt(
      '/events',
      <ResourceList path="/check_ins/v2/events" noun="events" columns={eventColumns} />,
    );
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(screen.queryByText(/offers no sort order/)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?order=name'));
  });

  it('reports the parts of a shared link it had to ignore, and a filter that matches nothing', async () => {
    renderAt(
      '/people?order=bogus&where[first_name]=Nobody-by-this-name',
      <ResourceList path="/giving/v2/people" noun="people" columns={personColumns} />,
    );
    const ignored = await screen.findByRole('alert');
    expect(within(ignored).getByText(/bogus/)).toBeTruthy();
    expect(await screen.findByText('No people match these filters.')).toBeTruthy();
    expect(await sandboxTotal('/giving/v2/people', '&where[first_name]=Nobody-by-this-name')).toBe(
      0,
    );
  });

  it('shows what failed, with a retry, when the list cannot be read', async () => {
    const refused = createClient({
      baseUrl: sandbox.url,
      auth: { ...auth, secret: 'not-the-secret' },
    });
    renderAt(
      '/funds',
      <ResourceList path="/giving/v2/funds" noun="funds" columns={fundColumns} />,
      refused,
    );
    expect(await screen.findByText(/the funds/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
