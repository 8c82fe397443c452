/** The browsers' messages for a dynamic import whose module could not be fetched. */
const CHUNK_LOAD_MESSAGE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** True for the error of a page's code that could not be downloaded (offline, a stale deploy). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_MESSAGE.test(error.message);
}

/**
 * Runs `load` (a dynamic import) again after a chunk-load failure, `retries` times with a growing
 * pause, since a dropped connection often comes back within a second or two. Other errors (the
 * module threw while running) are not retried.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  { retries = 2, delayMs = 500 }: { retries?: number; delayMs?: number } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries || !isChunkLoadError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * 2 ** attempt));
    }
  }
}
