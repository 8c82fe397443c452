// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { GivingPeopleSearch } from './giving-people-search';

describe('GivingPeopleSearch', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends nothing typed just before Back, and shows the URL’s names again', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(
      <TestProviders>
        <GivingPeopleSearch firstName="" lastName="" onSearch={onSearch} />
      </TestProviders>,
    );
    const first = screen.getByLabelText<HTMLInputElement>(/First name/);
    fireEvent.change(first, { target: { value: 'Ann' } });
    act(() => {
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new PopStateEvent('popstate'));
      vi.advanceTimersByTime(1_000);
    });
    expect(onSearch).not.toHaveBeenCalled();
    expect(first.value).toBe('');
  });
  it('keeps a space typed before the pause when the URL takes the trimmed name', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    const view = (firstName: string) => (
      <TestProviders>
        <GivingPeopleSearch firstName={firstName} lastName="" onSearch={onSearch} />
      </TestProviders>
    );
    const { rerender } = render(view(''));
    const first = screen.getByLabelText<HTMLInputElement>(/First name/);
    fireEvent.change(first, { target: { value: 'Mary ' } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(onSearch).toHaveBeenLastCalledWith({ firstName: 'Mary', lastName: '' });
    rerender(view('Mary'));
    expect(first.value).toBe('Mary ');
  });

  it('asks for the names in Spanish', () => {
    const onSearch = vi.fn();
    render(
      <TestProviders language="es">
        <GivingPeopleSearch firstName="Ana" lastName="" onSearch={onSearch} />
      </TestProviders>,
    );
    expect(
      screen.getByRole('search', { name: 'Buscar personas de ofrendas por nombre' }),
    ).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/^Nombre/).value).toBe('Ana');
    expect(screen.getByText('El apellido completo, en mayúsculas o minúsculas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Borrar' }));
    expect(onSearch).toHaveBeenLastCalledWith({ firstName: '', lastName: '' });
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeTruthy();
  });
});
