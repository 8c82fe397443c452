/**
 * A synchronous journal of the kiosk's edits, in localStorage, for the moment between a tap and
 * its IndexedDB transaction's commit: a reload, a crash or a closed tab in that moment would
 * otherwise lose the edit. An edit is journaled before its outbox write starts and dropped once
 * the write committed; on the next start the journal's edits are written again in order. Writing
 * an edit twice is harmless: the outbox keeps one entry per headcount, with the latest total. An
 * edit keeps its hold (D124), and a first count taken back is journaled too (total null).
 */
import type { HeadcountKey } from './headcount-writes';
import { sameHeadcount } from './outbox';
import type { OutboxStorage } from './outbox';

export interface JournalEdit extends HeadcountKey {
  /** The new total; null for "no count" again (a first count undone). */
  readonly total: number | null;
  /** Epoch ms of the edit. */
  readonly enteredAt: number;
  /** Epoch ms until which the sync loop holds it. */
  readonly holdUntil: number;
}

interface JournalLine extends JournalEdit {
  readonly id: string;
}

export interface CountJournal {
  /** Records an edit at once; answers its id, or null when the journal cannot be written. */
  add(edit: JournalEdit): string | null;
  remove(id: string): void;
  /** Edits not yet known to be in the outbox, oldest first. */
  edits(): readonly JournalLine[];
}

export type JournalStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const JOURNAL_KEY = 'narthex-kiosk-journal';

/** A line as stored: lines journaled before holds existed have none. */
type StoredLine = Omit<JournalLine, 'holdUntil'> & { readonly holdUntil?: number };

function isStoredLine(value: unknown): value is StoredLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    typeof line.id === 'string' &&
    typeof line.eventTimeId === 'string' &&
    typeof line.attendanceTypeId === 'string' &&
    (line.total === null ||
      (typeof line.total === 'number' && Number.isSafeInteger(line.total) && line.total >= 0)) &&
    typeof line.enteredAt === 'number' &&
    (line.holdUntil === undefined || typeof line.holdUntil === 'number')
  );
}

/** The browser's localStorage, or null where it cannot be used (disabled, sandboxed frame). */
export function browserJournalStore(): JournalStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function createCountJournal(store: JournalStore | null): CountJournal {
  let counter = 0;

  function read(): JournalLine[] {
    if (!store) return [];
    try {
      const parsed: unknown = JSON.parse(store.getItem(JOURNAL_KEY) ?? '[]');
      // A damaged journal holds nothing usable; the outbox still has every committed edit.
      if (!Array.isArray(parsed)) return [];
      return parsed
        .filter(isStoredLine)
        .map((line) => ({ ...line, holdUntil: line.holdUntil ?? 0 }));
    } catch {
      return [];
    }
  }

  function write(lines: readonly JournalLine[]): boolean {
    if (!store) return false;
    try {
      if (lines.length === 0) store.removeItem(JOURNAL_KEY);
      else store.setItem(JOURNAL_KEY, JSON.stringify(lines));
      return true;
    } catch {
      return false;
    }
  }

  return {
    add(edit) {
      counter += 1;
      const id = `${edit.enteredAt.toString(36)}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
      const line: JournalLine = {
        id,
        eventTimeId: edit.eventTimeId,
        attendanceTypeId: edit.attendanceTypeId,
        total: edit.total,
        enteredAt: edit.enteredAt,
        holdUntil: edit.holdUntil,
      };
      return write([...read(), line]) ? id : null;
    },
    remove(id) {
      const lines = read();
      const rest = lines.filter((line) => line.id !== id);
      if (rest.length !== lines.length) write(rest);
    },
    edits: read,
  };
}

/**
 * Writes the journal's edits to the outbox, oldest first, dropping each once it is stored. An
 * edit older than the headcount's pending entry is dropped unwritten (another kiosk tab of this
 * browser stored a newer one meanwhile). Answers how many were written; an edit that cannot be
 * stored stays for the next start.
 */
export async function replayJournal(journal: CountJournal, outbox: OutboxStorage): Promise<number> {
  let written = 0;
  for (const edit of journal.edits()) {
    const key = { eventTimeId: edit.eventTimeId, attendanceTypeId: edit.attendanceTypeId };
    if (edit.total === null) {
      if (await outbox.discard(key, edit.enteredAt)) written += 1;
    } else {
      const pending = (await outbox.pending()).find((entry) => sameHeadcount(entry, edit));
      if (!pending || pending.enteredAt <= edit.enteredAt) {
        await outbox.enqueue(key, edit.total, edit.enteredAt, edit.holdUntil);
        written += 1;
      }
    }
    journal.remove(edit.id);
  }
  return written;
}
