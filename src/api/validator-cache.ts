/**
 * The last answer of each recently read URL with its ETag, so a read can ask `If-None-Match` and
 * take a 304 as "unchanged". The proxy answers `Cache-Control: no-store`, so the browser's own
 * cache never holds these; the service's ETags would otherwise go unused. Bounded: the least
 * recently used URL goes first.
 */
export interface Validated {
  etag: string;
  body: unknown;
}

export class ValidatorCache {
  private readonly entries = new Map<string, Validated>();

  constructor(private readonly capacity = 100) {}

  get(url: string): Validated | undefined {
    const found = this.entries.get(url);
    if (found) {
      this.entries.delete(url);
      this.entries.set(url, found);
    }
    return found;
  }

  /** Keeps a 200's body under its ETag; an answer without one forgets the URL. */
  remember(url: string, headers: Headers, body: unknown): void {
    const etag = headers.get('ETag');
    this.entries.delete(url);
    if (etag === null || etag === '') return;
    this.entries.set(url, { etag, body });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
