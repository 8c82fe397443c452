// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { PaginationBar } from './pagination-bar';
import { prepareJsdomForMantine } from './testing/jsdom-for-mantine';
import { TestProviders } from './testing/test-providers';

prepareJsdomForMantine();
afterEach(cleanup);

function renderBar(
  offset: number,
  totalCount: number | undefined,
  { language = 'en', noun = 'donations' }: { language?: 'en' | 'es'; noun?: string } = {},
) {
  const onOffsetChange = vi.fn();
  const view = render(
    <TestProviders language={language}>
      <PaginationBar
        noun={noun}
        paging={{ offset, perPage: 25, setOffset: onOffsetChange, setPerPage: () => undefined }}
        totalCount={totalCount}
      />
    </TestProviders>,
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

  it('speaks Spanish on a Spanish page, with its numbers, the noun as the page gives it', () => {
    const { onOffsetChange } = renderBar(25, 12040, { language: 'es', noun: 'donaciones' });
    expect(screen.getByText('26–50 de 12.040 donaciones')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Página siguiente' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Página 3' }));
    expect(onOffsetChange).toHaveBeenCalledWith(50);
    const perPage = screen.getByRole('combobox', { name: 'Filas por página' });
    expect(within(perPage).getByRole('option', { name: '25 por página' })).toBeTruthy();
    cleanup();
    renderBar(50, 0, { language: 'es', noun: 'donaciones' });
    expect(
      screen.getByText('Esta página queda después del final de la lista (0 donaciones).'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ir a la primera página' })).toBeTruthy();
  });
});
