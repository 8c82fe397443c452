// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../api/client';
import type { ListColumn } from './list-column';
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

const fundColumns: ListColumn<{ attributes: { name: string } }>[] = [
  {
    id: 'name',
    header: 'Name',
    csv: (fund) => fund.attributes.name,
    cell: ({ row }) => row.original.attributes.name,
  },
];

const eventColumns: ListColumn<{ attributes: { name: string } }>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    csv: (event) => event.attributes.name,
    cell: ({ row }) => row.original.attributes.name,
  },
];

const personColumns: ListColumn<{ attributes: { first_name: string } }>[] = [
  {
    id: 'first',
    header: 'First name',
    csv: (person) => person.attributes.first_name,
    cell: ({ row }) => row.original.attributes.first_name,
  },
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

  it('reads a list below a record from its path parameters, plainly: no export, print or sort note', async () => {
    const events = await sandbox.client().list('/check_ins/v2/events', { perPage: 100 });
    let eventId: string | undefined;
    let total = 0;
    for (const event of events.records) {
      total = await sandboxTotal(`/check_ins/v2/events/${event.id}/attendance_types`);
      if (total > 0) {
        eventId = event.id;
        break;
      }
    }
    if (eventId === undefined) throw new Error('no event of the sandbox has attendance types');
    sandbox.renderAt(
      '/event?types_per_page=10',
      <ResourceList
        path="/check_ins/v2/events/{event_id}/attendance_types"
        params={{ event_id: eventId }}
        urlPrefix="types_"
        noun="attendance types"
        caption="Attendance types of this event"
        columns={fundColumns}
        plain
      />,
    );
    const table = await screen.findByRole('table', { name: 'Attendance types of this event' });
    await waitFor(() =>
      expect(within(table).getAllByRole('row')).toHaveLength(1 + Math.min(10, total)),
    );
    expect(screen.queryByRole('button', { name: 'Export CSV' })).toBeNull();
    expect(screen.queryByText(/offers no sort order/)).toBeNull();
    expect(screen.getByText(`1–${Math.min(10, total)} of ${total} attendance types`)).toBeTruthy();
  });

  it('says what its empty page means in its own words, from the list’s state', async () => {
    sandbox.renderAt(
      '/people?where[first_name]=Nobody-by-this-name',
      <ResourceList
        path="/giving/v2/people"
        noun="people"
        columns={personColumns}
        empty={(list) => `Nobody is called ${String(list.query.where.first_name)}.`}
      />,
    );
    expect(await screen.findByText('Nobody is called Nobody-by-this-name.')).toBeTruthy();
  });

  it('selects rows across its pages and keeps the selection until the search changes', async () => {
    sandbox.renderAt(
      '/people?per_page=5',
      <ResourceList
        path="/giving/v2/people"
        noun="people"
        columns={personColumns}
        selectRow={(person) => ({ id: person.id, name: person.attributes.first_name })}
      />,
    );
    const table = await screen.findByRole('table', { name: 'People' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(6));
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Select all on this page' }));
    expect(await screen.findByText('5 selected')).toBeTruthy();
    const firstPageRow = within(table).getAllByRole('row')[1]?.textContent;
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('offset=5'));
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]?.textContent).not.toBe(firstPageRow),
    );
    const first = (await within(table).findAllByRole('checkbox'))[1];
    if (!first) throw new Error('no row checkbox');
    fireEvent.click(first);
    expect(await screen.findByText('6 selected')).toBeTruthy();
  });

  it('takes its columns from the page’s records when the catalog cannot name them', async () => {
    sandbox.renderAt(
      '/labels',
      <ResourceList
        path="/giving/v2/labels"
        noun="labels"
        columns={(labels) => [
          { id: 'id', header: 'ID', csv: false, cell: ({ row }) => row.original.id },
          ...[...new Set(labels.flatMap((label) => Object.keys(label.attributes)))].map((name) => ({
            id: name,
            header: `Attribute ${name}`,
            csv: () => name,
            cell: () => name,
          })),
        ]}
      />,
    );
    expect(await screen.findByRole('columnheader', { name: 'Attribute slug' })).toBeTruthy();
  });
});
