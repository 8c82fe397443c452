// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
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
      <MantineProvider>
        <GivingPeopleSearch firstName="" lastName="" onSearch={onSearch} />
      </MantineProvider>,
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
      <MantineProvider>
        <GivingPeopleSearch firstName={firstName} lastName="" onSearch={onSearch} />
      </MantineProvider>
    );
    const { rerender } = render(view(''));
    const first = screen.getByLabelText<HTMLInputElement>(/First name/);
    fireEvent.change(first, { target: { value: 'Mary ' } });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(onSearch).toHaveBeenLastCalledWith({ firstName: 'Mary', lastName: '' });
    rerender(view('Mary'));
    expect(first.value).toBe('Mary ');
  });
});
