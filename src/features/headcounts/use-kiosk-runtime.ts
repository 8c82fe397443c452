import { useEffect, useState } from 'react';

import { useApiClient } from '../../lib/browser/api-query/api-client-context';
import { browserJournalStore, createCountJournal, replayJournal } from './count-journal';
import type { CountJournal } from './count-journal';
import { createHeadcountSync } from './headcount-sync';
import type { HeadcountSync } from './headcount-sync';
import { createIdbOutboxStorage, openKioskDb, readKioskConfig } from './kiosk-db';
import type { KioskConfig, KioskDb } from './kiosk-db';
import type { OutboxStorage } from './outbox';

export interface KioskRuntime {
  readonly db: KioskDb;
  readonly storage: OutboxStorage;
  readonly journal: CountJournal;
  readonly sync: HeadcountSync;
  /** The stored configuration as it was on opening; null in setup mode. */
  readonly initialConfig: KioskConfig | null;
}

export type KioskRuntimeState =
  | { readonly phase: 'opening' }
  | { readonly phase: 'failed'; readonly message: string }
  | ({ readonly phase: 'ready' } & KioskRuntime);

/** One sync loop per browser: with two kiosk tabs, two loops could send edits out of order. */
function withSyncLock(task: () => Promise<void>, signal: AbortSignal): Promise<void> {
  if (!('locks' in navigator)) return task();
  return navigator.locks.request('narthex-headcount-sync', { signal }, task);
}

/**
 * Opens the kiosk's IndexedDB, stores what the count journal still holds, and starts the sync loop for as long as the kiosk page is open,
 * in setup mode too, so counts left from an earlier session keep going out.
 */
export function useKioskRuntime(): KioskRuntimeState {
  const client = useApiClient();
  const [state, setState] = useState<KioskRuntimeState>({ phase: 'opening' });

  useEffect(() => {
    let closed = false;
    let opened: { db: KioskDb; sync: HeadcountSync } | null = null;
    void (async () => {
      try {
        const db = await openKioskDb();
        const storage = createIdbOutboxStorage(db);
        const journal = createCountJournal(browserJournalStore());
        // Edits the last page journaled but may not have stored before it went away.
        await replayJournal(journal, storage);
        const initialConfig = (await readKioskConfig(db)) ?? null;
        if (closed) {
          db.close();
          return;
        }
        const sync = createHeadcountSync({
          client,
          storage,
          runExclusive: withSyncLock,
          rateLimitedUntil: () => client.pacer.snapshot().blockedUntil,
        });
        opened = { db, sync };
        sync.start();
        setState({ phase: 'ready', db, storage, journal, sync, initialConfig });
      } catch (error) {
        if (closed) return;
        const detail = error instanceof Error ? error.message : String(error);
        setState({ phase: 'failed', message: detail });
      }
    })();
    return () => {
      closed = true;
      const current = opened;
      if (current) void current.sync.stop().finally(() => current.db.close());
    };
  }, [client]);

  return state;
}
