// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../api/client';
import type { ColumnDef } from '../data-table';
import { ResourceList } from './resource-list';
import { sandboxAuth, startSandboxForComponentTests } from '../testing/sandbox-component-tests';

const sandbox = startSandboxForComponentTests();

async function sandboxTotal(path: string, query = ''): Promise<number> {
  const response = await fetch(`${sandbox.url()}${path}?per_page=1${query}`, {
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
    sandbox.renderAt(
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
    sandbox.renderAt(
      '/events',
      <ResourceList path="/check_ins/v2/events" noun="events" columns={eventColumns} />,
    );
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(screen.queryByText(/offers no sort order/)).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: /Name/ }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?order=name'));
  });

  it('reports the parts of a shared link it had to ignore, and a filter that matches nothing', async () => {
    sandbox.renderAt(
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
      baseUrl: sandbox.url(),
      auth: { ...sandboxAuth, secret: 'not-the-secret' },
    });
    sandbox.renderAt(
      '/funds',
      <ResourceList path="/giving/v2/funds" noun="funds" columns={fundColumns} />,
      refused,
    );
    expect(await screen.findByText(/the funds/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
