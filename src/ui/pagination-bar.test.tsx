// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PaginationBar } from './pagination-bar';
import { prepareJsdomForMantine } from './testing/jsdom-for-mantine';

prepareJsdomForMantine();
afterEach(cleanup);

function renderBar(offset: number, totalCount: number | undefined) {
  const onOffsetChange = vi.fn();
  const view = render(
    <MantineProvider>
      <PaginationBar
        noun="donations"
        paging={{ offset, perPage: 25, setOffset: onOffsetChange, setPerPage: () => undefined }}
        totalCount={totalCount}
      />
    </MantineProvider>,
  );
  return { ...view, onOffsetChange };
}

describe('PaginationBar', () => {
  it('says which rows are shown and pages on', () => {
    const { onOffsetChange } = renderBar(25, 1204);
    expect(screen.getByText('26–50 of 1,204 donations')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onOffsetChange).toHaveBeenCalledWith(50);
  });

  it('is left out for an empty list, so no "0–0 of 0" pager sits under its empty state', () => {
    renderBar(0, 0);
    expect(screen.queryByText(/0–0|of 0/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Rows per page' })).toBeNull();
  });

  it('still offers the way back from a page past the end of a list that emptied', () => {
    const { onOffsetChange } = renderBar(50, 0);
    expect(screen.getByText('This page is past the last of 0 donations.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go to the first page' }));
    expect(onOffsetChange).toHaveBeenCalledWith(0);
  });

  it('says it is counting while the total is unknown', () => {
    renderBar(0, undefined);
    expect(screen.getByText('Counting donations…')).toBeTruthy();
  });
});
