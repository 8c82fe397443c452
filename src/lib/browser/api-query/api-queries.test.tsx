// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createClient } from '../../../api/client';
import { systemClock } from '../../../api/rate-pacer';
import { createScriptedApi } from '../../../api/testing/scripted-api';
import { ApiClientProvider } from './api-client-context';
import { useApiUpdate } from './api-mutations';
import { useApiList, useApiRecord } from './api-queries';
import { apiKeys } from '../../pure/api-query/query-keys';

function setup() {
  const api = createScriptedApi({ clock: systemClock, checkIns: 60 });
  const client = createClient({ baseUrl: 'http://sandbox.test', fetch: api.fetch });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </ApiClientProvider>
  );
  return { api, queryClient, wrapper };
}

describe('query hooks over the client', () => {
  it('loads a page with its includes and keeps it while the next page loads', async () => {
    const { api, wrapper } = setup();
    const { result, rerender } = renderHook(
      ({ offset }: { offset: number }) =>
        useApiList('/check_ins/v2/check_ins', { include: ['person'], offset, perPage: 20 }),
      { wrapper, initialProps: { offset: 0 } },
    );
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.records).toHaveLength(20);
    expect(result.current.data?.totalCount).toBe(60);
    expect(result.current.data?.records[0]?.related.person?.attributes.first_name).toBe('First1');

    rerender({ offset: 20 });
    // The first page stays on screen (placeholder) until the second arrives.
    expect(result.current.data?.offset).toBe(0);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.offset).toBe(20));
    expect(api.seen.map((r) => r.url.searchParams.get('offset'))).toEqual(['0', '20']);
  });

  it('surfaces an ApiError as the query error', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useApiRecord('/check_ins/v2/check_ins', { id: 'missing' }),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 404, kind: 'not_found' });
  });

  it('refreshes the lists on screen that show what a write changed', async () => {
    const { api, queryClient, wrapper } = setup();
    api.override((request) =>
      request.method === 'PATCH'
        ? Response.json({ data: { type: 'Person', id: '1', attributes: { nickname: 'Al' } } })
        : undefined,
    );
    const { result } = renderHook(
      () => ({
        list: useApiList('/check_ins/v2/check_ins', { perPage: 5 }),
        update: useApiUpdate('/people/v2/people/{id}'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const listRequests = () => api.seen.filter((r) => r.method === 'GET').length;
    expect(listRequests()).toBe(1);

    // A check-in shows its person: a person's edit fetches the list again.
    await act(async () => {
      const updated = await result.current.update.mutateAsync({
        params: { id: '1' },
        body: { attributes: { nickname: 'Al' } },
      });
      expect(updated.attributes.nickname).toBe('Al');
    });
    await waitFor(() => expect(listRequests()).toBe(2));
    expect(
      queryClient.getQueryState(apiKeys.list('/check_ins/v2/check_ins', { perPage: 5 }))?.status,
    ).toBe('success');
  });
});
