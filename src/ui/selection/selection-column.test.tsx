// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { DataTable } from '../data-table';
import { prepareJsdomForMantine } from '../testing/jsdom-for-mantine';
import { TestProviders } from '../testing/test-providers';
import { selectionColumn } from './selection-column';
import { useRowSelection } from './use-row-selection';

interface Person {
  id: string;
  name: string;
}

const people: Person[] = [
  { id: '1', name: 'Ann Lee' },
  { id: '2', name: 'Bo Chan' },
  { id: '3', name: 'Cy Diaz' },
];

function Harness({ rows }: { rows: readonly Person[] }) {
  const selection = useRowSelection('');
  return (
    <TestProviders>
      <output data-testid="selected">{[...selection.selected.keys()].join(',')}</output>
      <DataTable<Person>
        caption="People"
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          selectionColumn(selection, rows, (row) => ({ id: row.id, name: row.name })),
          { id: 'name', header: 'Name', cell: ({ row }) => row.original.name },
        ]}
      />
    </TestProviders>
  );
}

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name });

describe('selectionColumn', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('ticks rows one by one, and the header says none, some or all of the page', () => {
    render(<Harness rows={people} />);
    const all = box('Select all on this page');
    expect([all.checked, all.indeterminate]).toEqual([false, false]);

    fireEvent.click(box('Select Bo Chan'));
    expect(box('Select Bo Chan').checked).toBe(true);
    expect(screen.getByTestId('selected').textContent).toBe('2');
    expect([all.checked, all.indeterminate]).toEqual([false, true]);

    fireEvent.click(box('Select Ann Lee'));
    fireEvent.click(box('Select Cy Diaz'));
    expect([all.checked, all.indeterminate]).toEqual([true, false]);

    fireEvent.click(all);
    expect(screen.getByTestId('selected').textContent).toBe('');
    expect(people.map((person) => box(`Select ${person.name}`).checked)).toEqual([
      false,
      false,
      false,
    ]);
    expect([all.checked, all.indeterminate]).toEqual([false, false]);
  });

  it('selects the whole page from the header, and cannot with no rows', () => {
    const { unmount } = render(<Harness rows={people} />);
    fireEvent.click(box('Select all on this page'));
    expect(screen.getByTestId('selected').textContent).toBe('1,2,3');
    unmount();

    render(<Harness rows={[]} />);
    expect(box('Select all on this page').disabled).toBe(true);
  });
});
