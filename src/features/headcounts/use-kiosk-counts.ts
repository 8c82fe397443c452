import { useCallback, useEffect, useRef, useState } from 'react';

import type { CountJournal } from './count-journal';
import type { HeadcountSync } from './headcount-sync';
import type { OutboxStorage } from './outbox';

export interface KioskCounts {
  /** Each attendance type's total as entered here (null: no count yet); undefined while loading. */
  readonly totals: ReadonlyMap<string, number | null> | undefined;
  /** Edits not yet written to the device's storage. */
  readonly writing: number;
  /** The last edit that could not be stored on this device, in words. */
  readonly storeProblem: string | null;
  setTotal(attendanceTypeId: string, total: number): void;
  /** The total the next edit builds on (the screen may not have caught up yet). */
  currentTotal(attendanceTypeId: string): number | null;
}

/**
 * The counts on the kiosk's screen. An edit shows at once and is written to the outbox before
 * the sync loop hears of it; writes go one after the other, so sequence numbers follow the order
 * of the taps. Each edit is journaled synchronously first, so a reload before its write commits
 * loses nothing (count-journal.ts).
 */
export function useKioskCounts(
  storage: OutboxStorage,
  journal: CountJournal,
  sync: HeadcountSync,
  eventTimeId: string,
): KioskCounts {
  const [totals, setTotals] = useState<ReadonlyMap<string, number | null>>();
  const [writing, setWriting] = useState(0);
  const [storeProblem, setStoreProblem] = useState<string | null>(null);
  const latest = useRef(new Map<string, number | null>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  useEffect(() => {
    let current = true;
    void storage.headcounts(eventTimeId).then((states) => {
      if (!current) return;
      const map = new Map(states.map((s) => [s.attendanceTypeId, s.total] as const));
      latest.current = map;
      setTotals(new Map(map));
    });
    return () => {
      current = false;
    };
  }, [storage, eventTimeId]);

  const setTotal = useCallback(
    (attendanceTypeId: string, total: number) => {
      latest.current.set(attendanceTypeId, total);
      setTotals(new Map(latest.current));
      setWriting((n) => n + 1);
      const enteredAt = Date.now();
      const journaled = journal.add({ eventTimeId, attendanceTypeId, total, enteredAt });
      queue.current = queue.current
        .then(() => storage.enqueue({ eventTimeId, attendanceTypeId }, total, enteredAt))
        .then(
          () => {
            if (journaled !== null) journal.remove(journaled);
            setStoreProblem(null);
            sync.notify();
          },
          (error: unknown) => {
            const detail = error instanceof Error ? error.message : String(error);
            setStoreProblem(`A count could not be stored on this device: ${detail}`);
          },
        )
        .finally(() => setWriting((n) => n - 1));
    },
    [storage, journal, sync, eventTimeId],
  );

  const currentTotal = useCallback(
    (attendanceTypeId: string) => latest.current.get(attendanceTypeId) ?? null,
    [],
  );

  return { totals, writing, storeProblem, setTotal, currentTotal };
}
