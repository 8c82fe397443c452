/** Whether the API was reachable at the last request, for the "Can't reach the server" banner. */
export interface ConnectionSnapshot {
  /** False from a request that failed with a network error until the next one that got an answer. */
  readonly reachable: boolean;
  /** When a request last got an answer (any HTTP status), in epoch ms; null before the first. */
  readonly lastReachedAt: number | null;
}

export interface ConnectionStatus {
  /** A request got an answer, whatever its status. */
  reached(): void;
  /** A request failed before any answer (offline, the server down, the connection cut). */
  unreachable(): void;
  /** For React's useSyncExternalStore: the same object until something changes. */
  getSnapshot(): ConnectionSnapshot;
  subscribe(listener: () => void): () => void;
}

export function createConnectionStatus(now: () => number = Date.now): ConnectionStatus {
  let snapshot: ConnectionSnapshot = { reachable: true, lastReachedAt: null };
  const listeners = new Set<() => void>();
  const set = (next: ConnectionSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };
  return {
    reached: () => set({ reachable: true, lastReachedAt: now() }),
    unreachable: () => {
      if (snapshot.reachable) set({ ...snapshot, reachable: false });
    },
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `fetchImpl` reporting to `status`: an answer marks the server reached, a rejection that is not
 * the caller's own abort marks it unreachable. The error itself still goes to the caller.
 */
export function fetchReportingTo(status: ConnectionStatus, fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    try {
      const response = await fetchImpl(input, init);
      status.reached();
      return response;
    } catch (error) {
      if (!init?.signal?.aborted) status.unreachable();
      throw error;
    }
  };
}
