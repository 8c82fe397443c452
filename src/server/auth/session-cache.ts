/**
 * Opened session records kept in this process, so a request does not decrypt and parse its
 * session again: an entry is used only while the store's stamp shows the same version (a token
 * refresh on any instance moves it; an ended session has no stamp). Least recently used entries
 * go first past `maxEntries`. Keyed by the session id, which each record holds anyway (hashing
 * it again here would cost a SHA-256 per request).
 */
import type { SessionRecord } from '../session';

export class SessionCache {
  private readonly entries = new Map<string, SessionRecord>();

  constructor(private readonly maxEntries = 10_000) {}

  /** The record opened earlier at `version`, or undefined. */
  get(id: string, version: number): SessionRecord | undefined {
    const record = this.entries.get(id);
    if (record === undefined) return undefined;
    this.entries.delete(id);
    if (record.version !== version) return undefined;
    this.entries.set(id, record);
    return record;
  }

  set(record: SessionRecord): void {
    this.entries.delete(record.id);
    this.entries.set(record.id, record);
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done !== true) this.entries.delete(oldest.value);
    }
  }

  delete(id: string): void {
    this.entries.delete(id);
  }

  get size(): number {
    return this.entries.size;
  }
}
