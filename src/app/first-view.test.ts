import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { ROWS_RENDERED_ON_SERVER } from '../lib/pure/page-render-contract';
import { keepFirstView } from './first-view';

const page = (count: number) => ({
  records: Array.from({ length: count }, (_, index) => ({ id: String(index + 1) })),
  totalCount: 5299,
  offset: 0,
  nextOffset: count,
  prevOffset: null,
});

describe('keepFirstView', () => {
  it('keeps the first view of each page, which the browser then reads whole', () => {
    const server = new QueryClient();
    server.setQueryData(['list', 'long'], page(25));
    server.setQueryData(['list', 'short'], page(3));
    server.setQueryData(['organization'], { timeZone: 'America/Chicago' });
    keepFirstView(server);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    const long = browser.getQueryCache().find({ queryKey: ['list', 'long'] });
    expect(long?.state.data).toEqual({
      ...page(25),
      records: page(25).records.slice(0, ROWS_RENDERED_ON_SERVER),
    });
    expect(long?.isStaleByTime(30_000)).toBe(true);
    // What the server holds whole stays as it was, and fresh.
    const short = browser.getQueryCache().find({ queryKey: ['list', 'short'] });
    expect(short?.state.data).toEqual(page(3));
    expect(short?.isStaleByTime(30_000)).toBe(false);
    expect(browser.getQueryData(['organization'])).toEqual({ timeZone: 'America/Chicago' });
  });
});
