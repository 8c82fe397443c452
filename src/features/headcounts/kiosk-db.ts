/**
 * The kiosk's IndexedDB: its configuration, language included (so it starts with no network at
 * all, in the language chosen at its setup), what it knows
 * of each headcount, and the outbox. Every edit is one transaction over the outbox, the
 * headcounts and the sequence counter, so a crash leaves either all of it or none.
 */
import { openDB } from 'idb';
import type { DBSchema, IDBPDatabase } from 'idb';

import {
  defaultLanguage,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '../../lib/pure/i18n/languages';
import type { CountReference } from './count-rules';
import type { HeadcountKey } from './headcount-writes';
import { outboxEntry } from './outbox';
import type { HeadcountState, OutboxEntry, OutboxStorage } from './outbox';

export interface KioskAttendanceType {
  readonly id: string;
  readonly name: string;
  readonly color: string;
  /** Its capacity where the service has one (the real service's `limit`). */
  readonly limit: number | null;
}

/** An attendance type on the kiosk, with what its counts are judged against (D123). */
export type KioskCountedType = KioskAttendanceType & CountReference;

/** Everything the kiosk screen needs, stored at setup. */
export interface KioskConfig {
  readonly eventTimeId: string;
  readonly eventName: string;
  /** The event time's starts_at (API datetime). */
  readonly startsAt: string;
  /** The organization's time zone: the event time and the last sync time are read in it. */
  readonly timeZone: string;
  /**
   * The language the kiosk speaks at the door, chosen at its setup and kept on this device,
   * whatever the language of the staff member who set it up or of the browser.
   */
  readonly language: InterfaceLanguage;
  readonly attendanceTypes: readonly KioskCountedType[];
  /** SHA-256 of the exit PIN (hex), or null when a long press is enough. */
  readonly pinHash: string | null;
  readonly startedAt: number;
}

/**
 * A config as stored: a kiosk started before types had a reference (D123) has none, and one
 * started before kiosks had a language has none either (it spoke English).
 */
type StoredKioskConfig = Omit<KioskConfig, 'attendanceTypes' | 'language'> & {
  readonly attendanceTypes: readonly (Omit<KioskAttendanceType, 'limit'> &
    Partial<CountReference>)[];
  readonly language?: unknown;
};

interface KioskSchema extends DBSchema {
  config: { key: string; value: StoredKioskConfig };
  headcounts: { key: [string, string]; value: HeadcountState };
  outbox: { key: [string, string]; value: OutboxEntry };
  meta: { key: string; value: number };
  /** What the kiosk learned of the service: 'headcount-writes-refused', the refusal in words. */
  service: { key: string; value: string };
}

export type KioskDb = IDBPDatabase<KioskSchema>;

const DB_NAME = 'narthex-kiosk';
const CONFIG_KEY = 'current';
const keyPath = ['eventTimeId', 'attendanceTypeId'];
const WRITES_REFUSED_KEY = 'headcount-writes-refused';

export function openKioskDb(): Promise<KioskDb> {
  return openDB<KioskSchema>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('config');
        db.createObjectStore('headcounts', { keyPath });
        db.createObjectStore('outbox', { keyPath });
        db.createObjectStore('meta');
      }
      db.createObjectStore('service');
    },
  });
}

const keyOf = (key: HeadcountKey): [string, string] => [key.eventTimeId, key.attendanceTypeId];

export async function readKioskConfig(db: KioskDb): Promise<KioskConfig | undefined> {
  const config = await db.get('config', CONFIG_KEY);
  // An older config's types are judged as having no limit and no history; it speaks English.
  return (
    config && {
      ...config,
      language: isInterfaceLanguage(config.language) ? config.language : defaultLanguage,
      attendanceTypes: config.attendanceTypes.map((type) => ({
        ...type,
        limit: type.limit ?? null,
        recentTotals: type.recentTotals ?? [],
      })),
    }
  );
}

export async function writeKioskConfig(db: KioskDb, config: KioskConfig): Promise<void> {
  await db.put('config', config, CONFIG_KEY);
}

/** Leaves kiosk mode; the outbox and what is known of the headcounts stay. */
export async function clearKioskConfig(db: KioskDb): Promise<void> {
  await db.delete('config', CONFIG_KEY);
}

export function createIdbOutboxStorage(db: KioskDb): OutboxStorage {
  return {
    async enqueue(key, total, now, holdUntil) {
      const tx = db.transaction(['outbox', 'headcounts', 'meta'], 'readwrite');
      const seq = ((await tx.objectStore('meta').get('seq')) ?? 0) + 1;
      const entry = outboxEntry(key, total, seq, now, holdUntil);
      const known = await tx.objectStore('headcounts').get(keyOf(key));
      await Promise.all([
        tx.objectStore('meta').put(seq, 'seq'),
        tx.objectStore('outbox').put(entry),
        tx.objectStore('headcounts').put({
          eventTimeId: key.eventTimeId,
          attendanceTypeId: key.attendanceTypeId,
          headcountId: known?.headcountId ?? null,
          total,
        }),
        tx.done,
      ]);
      return entry;
    },
    async discard(key, now) {
      const tx = db.transaction(['outbox', 'headcounts'], 'readwrite');
      const [pending, known] = await Promise.all([
        tx.objectStore('outbox').get(keyOf(key)),
        tx.objectStore('headcounts').get(keyOf(key)),
      ]);
      const dropped = pending !== undefined && pending.enteredAt <= now;
      await Promise.all([
        dropped ? tx.objectStore('outbox').delete(keyOf(key)) : Promise.resolve(),
        dropped
          ? tx.objectStore('headcounts').put({
              eventTimeId: key.eventTimeId,
              attendanceTypeId: key.attendanceTypeId,
              headcountId: known?.headcountId ?? null,
              total: null,
            })
          : Promise.resolve(),
        tx.done,
      ]);
      return dropped;
    },
    async pending() {
      const entries = await db.getAll('outbox');
      // Entries stored before holds existed are not held.
      return entries
        .map((entry) => ({ ...entry, holdUntil: entry.holdUntil ?? 0 }))
        .sort((a, b) => a.seq - b.seq);
    },
    async headcountId(key) {
      return (await db.get('headcounts', keyOf(key)))?.headcountId ?? undefined;
    },
    async confirm(entry, headcountId, now) {
      const tx = db.transaction(['outbox', 'headcounts', 'meta'], 'readwrite');
      const [current, known] = await Promise.all([
        tx.objectStore('outbox').get(keyOf(entry)),
        tx.objectStore('headcounts').get(keyOf(entry)),
      ]);
      const dropped = current?.seq === entry.seq;
      await Promise.all([
        tx.objectStore('headcounts').put({
          eventTimeId: entry.eventTimeId,
          attendanceTypeId: entry.attendanceTypeId,
          total: known?.total ?? entry.total,
          headcountId,
        }),
        tx.objectStore('meta').put(now, 'lastSyncedAt'),
        dropped ? tx.objectStore('outbox').delete(keyOf(entry)) : Promise.resolve(),
        tx.done,
      ]);
      return dropped;
    },
    async lastSyncedAt() {
      return (await db.get('meta', 'lastSyncedAt')) ?? null;
    },
    async headcounts(eventTimeId) {
      const range = IDBKeyRange.bound([eventTimeId, ''], [eventTimeId, '\uffff']);
      return db.getAll('headcounts', range);
    },
    async writesRefused() {
      return (await db.get('service', WRITES_REFUSED_KEY)) ?? null;
    },
    async rememberWritesRefused(reason) {
      if (reason === null) await db.delete('service', WRITES_REFUSED_KEY);
      else await db.put('service', reason, WRITES_REFUSED_KEY);
    },
    async remember(state) {
      const tx = db.transaction(['outbox', 'headcounts'], 'readwrite');
      const [pending, known] = await Promise.all([
        tx.objectStore('outbox').get(keyOf(state)),
        tx.objectStore('headcounts').get(keyOf(state)),
      ]);
      await Promise.all([
        tx.objectStore('headcounts').put({
          ...state,
          total: pending ? pending.total : state.total,
          headcountId: state.headcountId ?? known?.headcountId ?? null,
        }),
        tx.done,
      ]);
    },
  };
}
