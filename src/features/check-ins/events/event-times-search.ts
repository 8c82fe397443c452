/**
 * The event times of one session. The catalog reaches an event period's `event_times` only from
 * an event time (…/event_times/{id}/event_period/event_times) and /event_times has no filter, so
 * this walks /event_times ordered by starts_at with a binary search over its pages for the
 * session's time window, then keeps the times linked to the session. A handful of requests, even
 * for years of sessions.
 */
import type { RelationshipObject } from '../../../api/json-api';
import { parseApiDatetime } from '../../../lib/pure/dates';

export interface TimedRecord {
  id: string;
  attributes: { starts_at: string };
  relationships: Record<string, RelationshipObject>;
}

export interface TimesPage<T> {
  records: T[];
  totalCount: number;
}

export interface SessionWindow {
  id: string;
  startsAt: string;
  endsAt: string;
}

/** The id a to-one relationship links to, when the response gave its linkage. */
export function linkedId(relationship: RelationshipObject | undefined): string | undefined {
  const data = relationship?.data;
  if (data === null || data === undefined || Array.isArray(data)) return undefined;
  return data.id;
}

/** Pages beyond the one found that a session may still spill into, at most, each way. */
const MAX_SPILL_PAGES = 3;

export async function findSessionTimes<T extends TimedRecord>(
  fetchPage: (offset: number) => Promise<TimesPage<T>>,
  session: SessionWindow,
  perPage: number,
): Promise<T[]> {
  const start = parseApiDatetime(session.startsAt);
  const end = parseApiDatetime(session.endsAt);
  const startOf = (record: T) => parseApiDatetime(record.attributes.starts_at);

  const pages = new Map<number, TimesPage<T>>();
  const pageAt = async (index: number) => {
    let page = pages.get(index);
    if (!page) {
      page = await fetchPage(index * perPage);
      pages.set(index, page);
    }
    return page;
  };

  const first = await pageAt(0);
  let low = 0;
  let high = Math.ceil(first.totalCount / perPage) - 1;
  let found = -1;
  while (low <= high) {
    const middle = Math.floor((low + high) / 2);
    const records = (await pageAt(middle)).records;
    const firstRecord = records[0];
    const lastRecord = records.at(-1);
    if (!firstRecord || !lastRecord) {
      high = middle - 1;
    } else if (startOf(lastRecord) < start) {
      low = middle + 1;
    } else if (startOf(firstRecord) > end) {
      high = middle - 1;
    } else {
      found = middle;
      break;
    }
  }
  if (found < 0) return [];

  const lastIndex = Math.ceil(first.totalCount / perPage) - 1;
  let from = found;
  while (from > 0 && from > found - MAX_SPILL_PAGES) {
    const head = (await pageAt(from)).records[0];
    if (!head || startOf(head) < start) break;
    from--;
  }
  let to = found;
  while (to < lastIndex && to < found + MAX_SPILL_PAGES) {
    const tail = (await pageAt(to)).records.at(-1);
    if (!tail || startOf(tail) > end) break;
    to++;
  }

  const matches: T[] = [];
  const seen = new Set<string>();
  for (let index = from; index <= to; index++) {
    for (const record of (await pageAt(index)).records) {
      if (linkedId(record.relationships.event_period) === session.id && !seen.has(record.id)) {
        seen.add(record.id);
        matches.push(record);
      }
    }
  }
  return matches.sort((a, b) => startOf(a) - startOf(b));
}
