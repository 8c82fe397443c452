/** The outbox in memory: for unit tests, with the same rules as the IndexedDB storage. */
import type { HeadcountKey } from './headcount-writes';
import { headcountKeyText, outboxEntry } from './outbox';
import type { HeadcountState, OutboxEntry, OutboxStorage } from './outbox';

export function createMemoryOutboxStorage(): OutboxStorage {
  const outbox = new Map<string, OutboxEntry>();
  const states = new Map<string, HeadcountState>();
  let seq = 0;
  let lastSyncedAt: number | null = null;

  const stateOf = (key: HeadcountKey): HeadcountState =>
    states.get(headcountKeyText(key)) ?? {
      eventTimeId: key.eventTimeId,
      attendanceTypeId: key.attendanceTypeId,
      total: null,
      headcountId: null,
    };

  return {
    async enqueue(key, total, now) {
      seq += 1;
      const entry = outboxEntry(key, total, seq, now);
      outbox.set(headcountKeyText(key), entry);
      states.set(headcountKeyText(key), { ...stateOf(key), total });
      return entry;
    },
    async pending() {
      return [...outbox.values()].sort((a, b) => a.seq - b.seq);
    },
    async headcountId(key) {
      return stateOf(key).headcountId ?? undefined;
    },
    async confirm(entry, headcountId, now) {
      const text = headcountKeyText(entry);
      states.set(text, { ...stateOf(entry), headcountId });
      lastSyncedAt = now;
      if (outbox.get(text)?.seq !== entry.seq) return false;
      outbox.delete(text);
      return true;
    },
    async lastSyncedAt() {
      return lastSyncedAt;
    },
    async headcounts(eventTimeId) {
      return [...states.values()].filter((s) => s.eventTimeId === eventTimeId);
    },
    async remember(state) {
      const pending = outbox.get(headcountKeyText(state));
      states.set(headcountKeyText(state), {
        ...state,
        total: pending ? pending.total : state.total,
        headcountId: state.headcountId ?? stateOf(state).headcountId,
      });
    },
  };
}
