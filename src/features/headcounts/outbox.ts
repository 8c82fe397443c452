/**
 * The kiosk's outbox: every count entered is stored here before any request is made, one entry
 * per headcount (event time + attendance type), so repeated edits of one headcount collapse into
 * its latest total. The sync loop sends entries in sequence order and drops one only when the
 * service confirmed that very sequence. Storage is an interface so the loop runs on IndexedDB in
 * the browser and in memory in unit tests.
 */
import type { HeadcountKey } from './headcount-writes';

export interface OutboxEntry extends HeadcountKey {
  readonly total: number;
  /** Increases with every edit across the whole outbox; a newer edit of a headcount replaces
   * the older entry with a higher number. */
  readonly seq: number;
  /** Epoch ms of the edit. */
  readonly enteredAt: number;
  /**
   * Epoch ms before which the sync loop does not send it: a change is held while it can still
   * be undone, so the change and its undo reach the service as one edit (D124).
   */
  readonly holdUntil: number;
}

/** What the kiosk knows of one headcount. */
export interface HeadcountState extends HeadcountKey {
  /** The last total entered here or read from the service; null when there is none yet. */
  readonly total: number | null;
  /** The service's id of the headcount, once known. */
  readonly headcountId: string | null;
}

export interface OutboxStorage {
  /**
   * Stores a new total as the key's pending entry under the next sequence number, in one step,
   * held until `holdUntil` (not held when left out).
   */
  enqueue(key: HeadcountKey, total: number, now: number, holdUntil?: number): Promise<OutboxEntry>;
  /**
   * "No count" again for a headcount whose first count is taken back: drops its pending entry
   * unsent (unless a newer edit than `now` replaced it) and forgets the total. Answers whether
   * an entry was dropped.
   */
  discard(key: HeadcountKey, now: number): Promise<boolean>;
  /** Pending entries, lowest sequence first. */
  pending(): Promise<OutboxEntry[]>;
  headcountId(key: HeadcountKey): Promise<string | undefined>;
  /**
   * The service stored `entry` as headcount `headcountId`: remembers the id and the sync time,
   * and drops the entry unless a newer edit replaced it meanwhile. Answers whether it was dropped.
   */
  confirm(entry: OutboxEntry, headcountId: string, now: number): Promise<boolean>;
  lastSyncedAt(): Promise<number | null>;
  /** What the kiosk knows of each headcount of an event time. */
  headcounts(eventTimeId: string): Promise<HeadcountState[]>;
  /**
   * Records what the service holds (at setup). A pending entry's total wins over the service's:
   * it is newer and still on its way.
   */
  remember(state: HeadcountState): Promise<void>;
}

export function sameHeadcount(a: HeadcountKey, b: HeadcountKey): boolean {
  return a.eventTimeId === b.eventTimeId && a.attendanceTypeId === b.attendanceTypeId;
}

export function headcountKeyText(key: HeadcountKey): string {
  return `${key.eventTimeId}:${key.attendanceTypeId}`;
}

/** The outbox entry of a total entered now for a headcount, under its sequence number. */
export function outboxEntry(
  key: HeadcountKey,
  total: number,
  seq: number,
  now: number,
  holdUntil = now,
): OutboxEntry {
  return {
    eventTimeId: key.eventTimeId,
    attendanceTypeId: key.attendanceTypeId,
    total,
    seq,
    enteredAt: now,
    holdUntil,
  };
}
