// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { PeopleDirectorySearch } from './people-directory-search';

describe('PeopleDirectorySearch', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends nothing typed just before Back, and shows the URL’s search again', () => {
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(
      <TestProviders>
        <PeopleDirectorySearch value="ann" onSearch={onSearch} />
      </TestProviders>,
    );
    const search = screen.getByLabelText<HTMLInputElement>('Search by name');
    fireEvent.change(search, { target: { value: 'anna' } });
    act(() => {
      vi.advanceTimersByTime(100);
      window.dispatchEvent(new PopStateEvent('popstate'));
      vi.advanceTimersByTime(1_000);
    });
    expect(onSearch).not.toHaveBeenCalled();
    expect(search.value).toBe('ann');
  });
});
