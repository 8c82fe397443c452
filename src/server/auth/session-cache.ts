/**
 * Opened session records kept in this process, so a request does not decrypt and parse its
 * session again: an entry is used only while the store's stamp shows the same version (a token
 * refresh on any instance moves it; an ended session has no stamp). Least recently used entries
 * go first past `maxEntries`. Keyed by the id's hash, as the stores are.
 */
import type { SessionRecord } from '../session';
import { idHash } from './session-sealing';

export class SessionCache {
  private readonly entries = new Map<string, SessionRecord>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The record opened earlier at `version`, or undefined. */
  get(id: string, version: number): SessionRecord | undefined {
    const key = idHash(id).toString('hex');
    const record = this.entries.get(key);
    if (record === undefined) return undefined;
    this.entries.delete(key);
    if (record.version !== version) return undefined;
    this.entries.set(key, record);
    return record;
  }

  set(record: SessionRecord): void {
    const key = idHash(record.id).toString('hex');
    this.entries.delete(key);
    this.entries.set(key, record);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }

  delete(id: string): void {
    this.entries.delete(idHash(id).toString('hex'));
  }

  get size(): number {
    return this.entries.size;
  }
}
