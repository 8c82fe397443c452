import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';

import { createCountJournal, replayJournal } from './count-journal';
import type { JournalStore } from './count-journal';
import { createIdbOutboxStorage, openKioskDb } from './kiosk-db';
import type { OutboxStorage } from './outbox';

function memoryStore(): JournalStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const adults = { eventTimeId: '7', attendanceTypeId: '1' };

/** The kiosk's own IndexedDB outbox, in a database of its own (fake-indexeddb stands in for the browser's). */
async function freshOutbox() {
  globalThis.indexedDB = new IDBFactory();
  return createIdbOutboxStorage(await openKioskDb());
}
const overflow = { eventTimeId: '7', attendanceTypeId: '2' };

describe('count journal', () => {
  it('keeps edits in order across journals on one store (a reload) until each is removed', () => {
    const store = memoryStore();
    const before = createCountJournal(store);
    const first = before.add({ ...adults, total: 3, enteredAt: 100, holdUntil: 100 });
    before.add({ ...overflow, total: 8, enteredAt: 101, holdUntil: 101 });
    before.add({ ...adults, total: 4, enteredAt: 102, holdUntil: 102 });
    expect(first).not.toBeNull();
    before.remove(first ?? '');

    const after = createCountJournal(store);
    expect(after.edits().map((edit) => [edit.attendanceTypeId, edit.total])).toEqual([
      ['2', 8],
      ['1', 4],
    ]);
  });

  it('leaves the store empty once every edit is removed', () => {
    const store = memoryStore();
    const journal = createCountJournal(store);
    const ids = [1, 2].map((total) =>
      journal.add({ ...adults, total, enteredAt: total, holdUntil: total }),
    );
    for (const id of ids) journal.remove(id ?? '');
    expect(store.items.size).toBe(0);
  });

  it('gives each edit its own id, even for the same total at the same moment', () => {
    const journal = createCountJournal(memoryStore());
    const a = journal.add({ ...adults, total: 5, enteredAt: 1, holdUntil: 1 });
    const b = journal.add({ ...adults, total: 5, enteredAt: 1, holdUntil: 1 });
    expect(a).not.toEqual(b);
    journal.remove(a ?? '');
    expect(journal.edits()).toHaveLength(1);
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"x"}'],
    [
      'lines of the wrong shape',
      '[{"id":1},{"id":"a","eventTimeId":"7","attendanceTypeId":"1","total":-2,"enteredAt":1}]',
    ],
  ])('reads a damaged journal (%s) as holding nothing, and can write again', (_, text) => {
    const store = memoryStore();
    store.setItem('narthex-kiosk-journal', text);
    const journal = createCountJournal(store);
    expect(journal.edits()).toEqual([]);
    expect(journal.add({ ...adults, total: 2, enteredAt: 1, holdUntil: 1 })).not.toBeNull();
    expect(journal.edits()).toHaveLength(1);
  });

  it('answers null where the store refuses writes (quota, private mode) or there is none', () => {
    const full: JournalStore = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(
      createCountJournal(full).add({ ...adults, total: 1, enteredAt: 1, holdUntil: 1 }),
    ).toBeNull();
    const none = createCountJournal(null);
    expect(none.add({ ...adults, total: 1, enteredAt: 1, holdUntil: 1 })).toBeNull();
    expect(none.edits()).toEqual([]);
  });
});

describe('replayJournal', () => {
  it('stores journaled edits in order, so the latest total of each headcount is pending', async () => {
    const journal = createCountJournal(memoryStore());
    journal.add({ ...adults, total: 3, enteredAt: 10, holdUntil: 10 });
    journal.add({ ...overflow, total: 8, enteredAt: 11, holdUntil: 11 });
    journal.add({ ...adults, total: 9, enteredAt: 12, holdUntil: 12 });
    const outbox = await freshOutbox();

    expect(await replayJournal(journal, outbox)).toBe(3);
    const pending = await outbox.pending();
    expect(pending.map((entry) => [entry.attendanceTypeId, entry.total])).toEqual([
      ['2', 8],
      ['1', 9],
    ]);
    expect(pending.find((entry) => entry.attendanceTypeId === '1')?.enteredAt).toBe(12);
    expect(journal.edits()).toEqual([]);
    expect((await outbox.headcounts('7')).map((state) => state.total).sort()).toEqual([8, 9]);
  });

  it('drops an edit older than the pending entry another tab stored meanwhile', async () => {
    const journal = createCountJournal(memoryStore());
    journal.add({ ...adults, total: 3, enteredAt: 10, holdUntil: 10 });
    const outbox = await freshOutbox();
    await outbox.enqueue(adults, 5, 20);

    expect(await replayJournal(journal, outbox)).toBe(0);
    expect((await outbox.pending()).map((entry) => entry.total)).toEqual([5]);
    expect(journal.edits()).toEqual([]);
  });

  it('keeps each edit’s hold, and takes back a first count undone before the reload', async () => {
    const journal = createCountJournal(memoryStore());
    journal.add({ ...adults, total: 4, enteredAt: 10, holdUntil: 6_010 });
    journal.add({ ...overflow, total: 1, enteredAt: 11, holdUntil: 6_011 });
    journal.add({ ...overflow, total: null, enteredAt: 12, holdUntil: 12 });
    const outbox = await freshOutbox();

    expect(await replayJournal(journal, outbox)).toBe(3);
    expect(await outbox.pending()).toEqual([
      expect.objectContaining({ ...adults, total: 4, holdUntil: 6_010 }),
    ]);
    const states = await outbox.headcounts('7');
    expect(
      states.find((state) => state.attendanceTypeId === overflow.attendanceTypeId)?.total,
    ).toBeNull();
  });

  it('keeps the edit that could not be stored, and every later one, for the next start', async () => {
    const journal = createCountJournal(memoryStore());
    journal.add({ ...adults, total: 1, enteredAt: 1, holdUntil: 1 });
    journal.add({ ...overflow, total: 2, enteredAt: 2, holdUntil: 2 });
    journal.add({ ...adults, total: 3, enteredAt: 3, holdUntil: 3 });
    const memory = await freshOutbox();
    let writes = 0;
    const failing: OutboxStorage = {
      ...memory,
      enqueue: async (key, total, now) => {
        writes += 1;
        if (writes === 2) throw new Error('disk full');
        return memory.enqueue(key, total, now);
      },
    };

    await expect(replayJournal(journal, failing)).rejects.toThrow('disk full');
    expect(journal.edits().map((edit) => edit.total)).toEqual([2, 3]);
    expect(await replayJournal(journal, memory)).toBe(2);
    expect(journal.edits()).toEqual([]);
  });
});
