import { describe, expect, it } from 'vitest';

import { toApiDatetime } from '../../../lib/pure/dates';
import { findSessionTimes, linkedId, type TimedRecord } from './event-times-search';

const HOUR = 3_600_000;
const base = Date.UTC(2026, 0, 1);

/** Event times every hour; each session owns `perSession` consecutive times. */
function makeTimes(count: number, perSession: number): TimedRecord[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(i + 1),
    attributes: { starts_at: toApiDatetime(base + i * HOUR) },
    relationships: {
      event_period: { data: { type: 'EventPeriod', id: `p${Math.floor(i / perSession)}` } },
    },
  }));
}

function pager(all: TimedRecord[], perPage: number) {
  const offsets: number[] = [];
  const fetchPage = (offset: number) => {
    offsets.push(offset);
    return Promise.resolve({
      records: all.slice(offset, offset + perPage),
      totalCount: all.length,
    });
  };
  return { fetchPage, offsets };
}

function sessionOf(all: TimedRecord[], id: string) {
  const times = all.filter((t) => linkedId(t.relationships.event_period) === id);
  return {
    id,
    startsAt: times[0]?.attributes.starts_at ?? '',
    endsAt: times.at(-1)?.attributes.starts_at ?? '',
  };
}

describe('findSessionTimes', () => {
  it('finds a session in the middle with a few page reads', async () => {
    const all = makeTimes(1000, 4);
    const { fetchPage, offsets } = pager(all, 100);
    const found = await findSessionTimes(fetchPage, sessionOf(all, 'p130'), 100);
    expect(found.map((t) => t.id)).toEqual(['521', '522', '523', '524']);
    expect(offsets.length).toBeLessThanOrEqual(6);
  });

  it('joins a session that spans two pages', async () => {
    const all = makeTimes(300, 4);
    const { fetchPage } = pager(all, 10);
    // p2 holds times 9..12 (ids), across the pages at offsets 0 and 10.
    const found = await findSessionTimes(fetchPage, sessionOf(all, 'p2'), 10);
    expect(found.map((t) => t.id)).toEqual(['9', '10', '11', '12']);
  });

  it('answers nothing for a session outside the list', async () => {
    const all = makeTimes(50, 5);
    const { fetchPage } = pager(all, 10);
    const found = await findSessionTimes(
      fetchPage,
      { id: 'gone', startsAt: '2030-01-01T00:00:00Z', endsAt: '2030-01-02T00:00:00Z' },
      10,
    );
    expect(found).toEqual([]);
  });

  it('answers nothing for an empty list', async () => {
    const { fetchPage } = pager([], 10);
    const found = await findSessionTimes(
      fetchPage,
      { id: 'p0', startsAt: '2026-01-01T00:00:00Z', endsAt: '2026-01-02T00:00:00Z' },
      10,
    );
    expect(found).toEqual([]);
  });
});
