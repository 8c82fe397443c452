import { useCallback, useEffect, useRef, useState } from 'react';

import type { CountJournal } from './count-journal';
import { counterMemory, counterStep } from './count-rules';
import type { CounterAction, CounterMemory, StoreEffect } from './count-rules';
import type { HeadcountSync } from './headcount-sync';
import type { KioskCountedType } from './kiosk-db';
import type { OutboxStorage } from './outbox';

/** Why the last edit is not what the device keeps (the kiosk screen says it in words). */
export type StoreProblem =
  /** An undo came too late: the change had been sent already, and is kept. */
  | { readonly kind: 'sent-already' }
  /** The device's storage refused the edit; `detail` is the browser's words. */
  | { readonly kind: 'not-stored'; readonly detail: string };

export interface KioskCounts {
  /** Each attendance type's counter; undefined while loading. */
  readonly counters: ReadonlyMap<string, CounterMemory> | undefined;
  /** Edits not yet written to the device's storage. */
  readonly writing: number;
  /** The last edit that could not be stored on this device. */
  readonly storeProblem: StoreProblem | null;
  /** What a person did on a counter, judged by the count rules (count-rules.ts). */
  act(attendanceTypeId: string, action: CounterAction): void;
}

const noReference = { limit: null, recentTotals: [] } as const;

/**
 * The counters on the kiosk's screen. A step of the count rules shows at once and what it keeps
 * is written to the outbox before the sync loop hears of it; writes go one after the other, so
 * sequence numbers follow the order of the taps. Each write is journaled synchronously first,
 * so a reload before it commits loses nothing (count-journal.ts). Questions and Undo live here
 * only: a reload drops an open question and keeps what was kept (D124).
 */
export function useKioskCounts(
  storage: OutboxStorage,
  journal: CountJournal,
  sync: HeadcountSync,
  eventTimeId: string,
  types: readonly KioskCountedType[],
): KioskCounts {
  const [counters, setCounters] = useState<ReadonlyMap<string, CounterMemory>>();
  const [writing, setWriting] = useState(0);
  const [storeProblem, setStoreProblem] = useState<StoreProblem | null>(null);
  // Taps can come faster than renders: each step builds on the latest memory, not the screen's.
  const latest = useRef(new Map<string, CounterMemory>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  const loadFromStorage = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      const states = await storage.headcounts(eventTimeId);
      if (!isCurrent()) return;
      latest.current = new Map(states.map((s) => [s.attendanceTypeId, counterMemory(s.total)]));
      setCounters(new Map(latest.current));
    },
    [storage, eventTimeId],
  );

  useEffect(() => {
    let current = true;
    void loadFromStorage(() => current);
    return () => {
      current = false;
    };
  }, [loadFromStorage]);

  const store = useCallback(
    (attendanceTypeId: string, effect: StoreEffect, enteredAt: number) => {
      const key = { eventTimeId, attendanceTypeId };
      const holdUntil = effect.total === null ? enteredAt : effect.holdUntil;
      setWriting((n) => n + 1);
      const journaled = journal.add({ ...key, total: effect.total, enteredAt, holdUntil });
      queue.current = queue.current
        .then(async (): Promise<StoreProblem | null> => {
          if (effect.total !== null) {
            await storage.enqueue(key, effect.total, enteredAt, holdUntil);
            return null;
          }
          if (await storage.discard(key, enteredAt)) return null;
          // Sent already (the device was too slow to take it back in time): show what is kept.
          await loadFromStorage();
          return { kind: 'sent-already' };
        })
        .then(
          (problem) => {
            if (journaled !== null) journal.remove(journaled);
            setStoreProblem(problem);
            sync.notify();
          },
          (error: unknown) => {
            // The journal keeps the edit for the next start.
            const detail = error instanceof Error ? error.message : String(error);
            setStoreProblem({ kind: 'not-stored', detail });
          },
        )
        .finally(() => setWriting((n) => n - 1));
    },
    [storage, journal, sync, eventTimeId, loadFromStorage],
  );

  const act = useCallback(
    (attendanceTypeId: string, action: CounterAction) => {
      const memory = latest.current.get(attendanceTypeId) ?? counterMemory(null);
      const reference = types.find((type) => type.id === attendanceTypeId) ?? noReference;
      const now = Date.now();
      const step = counterStep(memory, action, now, reference);
      if (step.memory === memory) return;
      latest.current.set(attendanceTypeId, step.memory);
      setCounters(new Map(latest.current));
      if (step.store) store(attendanceTypeId, step.store, now);
    },
    [types, store],
  );

  return { counters, writing, storeProblem, act };
}
