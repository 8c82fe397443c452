import { describe, expect, it } from 'vitest';

import { ApiError } from '../../../api/api-error';
import type { Page } from '../../../api/client-types';
import { collectPages } from '../../../lib/pure/export/walk-pages';
import { associationPages } from './giving-totals-walk';

interface Row {
  id: string;
}

/** A list of `total` rows served `size` at a time, recording the offsets asked for. */
function pagesOf(total: number, size: number) {
  const asked: number[] = [];
  const fetchPage = (offset: number): Promise<Page<Row>> => {
    asked.push(offset);
    const records = Array.from({ length: Math.max(0, Math.min(size, total - offset)) }, (_, i) => ({
      id: String(offset + i + 1),
    }));
    const next = offset + size < total ? offset + size : null;
    return Promise.resolve({
      records,
      totalCount: total,
      offset,
      nextOffset: next,
      prevOffset: null,
    });
  };
  return { asked, fetchPage };
}

describe('associationPages', () => {
  it('walks every page in order until there is no next page', async () => {
    const { asked, fetchPage } = pagesOf(250, 100);
    const progress: number[] = [];
    const rows = await collectPages(associationPages(fetchPage, new AbortController().signal), {
      onProgress: (p) => progress.push(p.fetched),
    });
    expect(asked).toEqual([0, 100, 200]);
    expect(rows).toHaveLength(250);
    expect(progress).toEqual([100, 200, 250]);
  });

  it('asks once for an empty association', async () => {
    const { asked, fetchPage } = pagesOf(0, 100);
    const rows = await collectPages(associationPages(fetchPage, new AbortController().signal));
    expect(asked).toEqual([0]);
    expect(rows).toEqual([]);
  });

  it('refuses a next page that does not advance', async () => {
    const stuck = (offset: number): Promise<Page<Row>> =>
      Promise.resolve({
        records: [{ id: String(offset) }],
        totalCount: 10,
        offset,
        nextOffset: 0,
        prevOffset: null,
      });
    await expect(
      collectPages(associationPages(stuck, new AbortController().signal)),
    ).rejects.toBeInstanceOf(ApiError);
  });

  it('stops when aborted', async () => {
    const { fetchPage } = pagesOf(500, 100);
    const controller = new AbortController();
    const walk = collectPages(associationPages(fetchPage, controller.signal), {
      signal: controller.signal,
      onProgress: () => controller.abort(new Error('cancelled')),
    });
    await expect(walk).rejects.toThrow('cancelled');
  });
});
