// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';

import { createClient } from '../../api/client';
import { ApiClientProvider } from '../../lib/browser/api-query/api-client-context';
import { onFakeTimers, pass } from '../testing/fake-timers';
import { sandboxAuth, startSandboxForComponentTests } from '../testing/sandbox-component-tests';
import { TestProviders } from '../testing/test-providers';
import { HITS_PER_KIND } from './search-sources';
import { SEARCH_DEBOUNCE_MS, useSearchResults } from './use-search-results';

const sandbox = startSandboxForComponentTests();

interface Sent {
  readonly url: URL;
  readonly signal: AbortSignal | undefined;
}

/**
 * A client of the test's sandbox that records every request; requests whose URL `hold` matches
 * wait until `release()` before going out, so a test can supersede them while they are in flight.
 */
function recordingClient(hold: (url: URL) => boolean = () => false) {
  const sent: Sent[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const client = createClient({
    baseUrl: sandbox.url(),
    auth: sandboxAuth,
    fetch: async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : input.toString());
      sent.push({ url, signal: init?.signal ?? undefined });
      // A held request still goes as soon as it is aborted, so it frees the client's pacer.
      if (hold(url)) await Promise.race([released, aborted(init?.signal)]);
      return fetch(input, init);
    },
  });
  return { client, sent, release: () => release() };
}

function aborted(signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve) => signal?.addEventListener('abort', () => resolve()));
}

/** Waits for the sandbox to answer (as long as a loaded machine needs: sandbox-component-tests). */
const eventually = (check: () => void) => waitFor(check);

function render(client: ReturnType<typeof createClient>, initial: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestProviders>
      <ApiClientProvider client={client}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </ApiClientProvider>
    </TestProviders>
  );
  const view = renderHook(({ text }: { text: string }) => useSearchResults(text), {
    wrapper,
    initialProps: { text: initial },
  });
  return Object.assign(view, { queryClient });
}

const peopleSearches = (sent: readonly Sent[]) =>
  sent.filter((s) => s.url.pathname === '/people/v2/people');

describe('useSearchResults', () => {
  it('searches once per pause in typing, with a small page of each kind', async () => {
    const { client, sent } = recordingClient();
    const view = render(client, '');
    await onFakeTimers(async () => {
      // Each key comes just before the pause would end, and starts it again.
      for (const text of ['a', 'an', 'ann', 'anne']) {
        view.rerender({ text });
        await pass(SEARCH_DEBOUNCE_MS - 1);
        expect(sent).toEqual([]);
      }
      await pass(1);
    });

    await eventually(() => expect(view.result.current.searching).toBe(false));
    expect(view.result.current.term).toBe('anne');
    const searches = peopleSearches(sent);
    expect(searches.map((s) => s.url.searchParams.get('where[search_name]'))).toEqual(['anne']);
    expect(searches[0]?.url.searchParams.get('per_page')).toBe(String(HITS_PER_KIND));
    // Households, funds, batches and events: one request each, whatever was typed.
    expect(sent.length).toBe(5);
  });

  it('groups what the sandbox finds by kind, and finds nothing for nonsense', async () => {
    const seeded = await sandbox.client().list('/people/v2/people', { perPage: 1 });
    const name = seeded.records[0]?.attributes.name ?? '';
    const { client } = recordingClient();
    const view = render(client, '');
    view.rerender({ text: name });
    await eventually(() => expect(view.result.current.term).toBe(name));
    await eventually(() => expect(view.result.current.searching).toBe(false));
    const people = view.result.current.groups.find((g) => g.kind === 'people');
    expect(people?.hits.map((h) => h.title)).toContain(name);
    expect(people?.hits.find((h) => h.title === name)?.href).toBe(
      `/people/${seeded.records[0]?.id ?? ''}`,
    );

    view.rerender({ text: 'zzqqxx' });
    await eventually(() => expect(view.result.current.term).toBe('zzqqxx'));
    await eventually(() => expect(view.result.current.searching).toBe(false));
    expect(view.result.current.groups).toEqual([]);
    expect(view.result.current.error).toBeNull();
  });

  it('cancels the request of a term that was superseded while in flight', async () => {
    const { client, sent, release } = recordingClient(
      (url) => url.searchParams.get('where[search_name]') === 'ann',
    );
    const view = render(client, '');
    view.rerender({ text: 'ann' });
    await eventually(() => expect(peopleSearches(sent)).toHaveLength(1));
    const first = peopleSearches(sent)[0];
    expect(first?.signal?.aborted).toBe(false);

    view.rerender({ text: 'anne' });
    await eventually(() => expect(peopleSearches(sent)).toHaveLength(2));
    await eventually(() => expect(first?.signal?.aborted).toBe(true));
    release();
    await eventually(() => expect(view.result.current.term).toBe('anne'));
    await eventually(() => expect(view.result.current.searching).toBe(false));
    expect(peopleSearches(sent)[1]?.signal?.aborted).toBe(false);
  });

  it('shows a kind only once every kind above it has answered, so nothing moves on screen', async () => {
    const seeded = await sandbox
      .client()
      .list('/check_ins/v2/events', { perPage: 1, order: 'name' });
    const name = seeded.records[0]?.attributes.name ?? '';
    const { client, release } = recordingClient((url) => url.pathname === '/people/v2/people');
    // The pacer lets several requests out at once only after a first answer (rate-pacer.ts).
    await client.list('/check_ins/v2/stations', { perPage: 1 });
    const view = render(client, '');
    view.rerender({ text: name });
    const settled = (path: string) =>
      view.queryClient
        .getQueryCache()
        .findAll()
        .some(
          (query) =>
            JSON.stringify(query.queryKey).includes(path) && query.state.status === 'success',
        );
    // Events have answered, people have not: the events wait below the place people will take.
    await eventually(() => expect(settled('/check_ins/v2/events')).toBe(true));
    view.rerender({ text: name });
    expect(view.result.current.searching).toBe(true);
    expect(view.result.current.groups).toEqual([]);

    release();
    await eventually(() => expect(view.result.current.searching).toBe(false));
    const groups = view.result.current.groups;
    expect(groups.at(-1)?.kind).toBe('events');
    expect(groups.at(-1)?.hits.map((hit) => hit.title)).toContain(name);
  });
});
