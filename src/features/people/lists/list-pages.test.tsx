// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { ListPage } from './list-page';
import { ListsPage } from './lists-page';

const sandbox = startSandboxForComponentTests();

/** The list pages under their routes, as the app has them. */
const pages = (
  <Routes>
    <Route path="/people/lists" element={<ListsPage />} />
    <Route path="/people/lists/:listId" element={<ListPage />} />
  </Routes>
);

const search = () => screen.getByTestId('search').textContent;

async function listNames(order: string): Promise<string[]> {
  const { json } = await sandbox.request<{ data: { attributes: { name: string } }[] }>(
    'GET',
    `/people/v2/lists?order=${order}&per_page=25`,
  );
  return json.data.map((list) => list.attributes.name);
}

/** The list named in each row of the table (its link), once the table shows `names`. */
async function expectNames(table: HTMLElement, names: string[]): Promise<void> {
  await waitFor(() =>
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('link')[0]?.textContent),
    ).toEqual(names),
  );
}

describe('ListsPage and ListPage', () => {
  it('sorts the lists in the URL, Back undoes it, and a list opens its page with rules and shares', async () => {
    const [ascending, descending] = [await listNames('name'), await listNames('-name')];
    expect(ascending.length).toBeGreaterThan(1);
    expect(ascending).toContain('Newcomers');
    const history = sandbox.renderAt('/people/lists', pages);
    const table = await screen.findByRole('table', { name: 'Lists' });
    await expectNames(table, ascending);

    fireEvent.click(within(table).getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(search()).toBe('?order=-name'));
    await expectNames(table, descending);
    act(() => history.navigator.go(-1));
    await waitFor(() => expect(search()).toBe(''));
    await expectNames(table, ascending);

    fireEvent.click(within(table).getByRole('link', { name: 'Newcomers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Newcomers' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Rule 1' })).toBeTruthy();
    expect(await screen.findByText('Membership is Visitor')).toBeTruthy();
    expect(
      await screen.findByRole('table', { name: 'People the list is shared with' }),
    ).toBeTruthy();
  });
});
