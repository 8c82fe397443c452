import { useCallback, useEffect, useRef, useState } from 'react';

export interface PrintAll<T> {
  /** Every row, once loaded for printing; the page prints them instead of its current page. */
  rows: readonly T[] | undefined;
  pending: boolean;
  failed: boolean;
  start: () => void;
}

type State<T> =
  | { status: 'idle' }
  | { status: 'pending' | 'failed'; key: string }
  | { status: 'ready'; key: string; rows: readonly T[] };

/**
 * Loads every row of a list, then prints them: the rows render in a print-only table, and the
 * browser's print dialog opens once they are on the page. They go away after printing; a change
 * of the list's query (`queryKey`) makes them stale.
 */
export function usePrintAll<T>(
  load: (signal: AbortSignal) => Promise<readonly T[]>,
  queryKey: string,
): PrintAll<T> {
  const [state, setState] = useState<State<T>>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const current = state.status !== 'idle' && state.key === queryKey ? state : undefined;
  const rows = current?.status === 'ready' ? current.rows : undefined;

  useEffect(() => () => running.current?.abort(), []);

  useEffect(() => {
    if (rows === undefined) return;
    const clear = () => setState({ status: 'idle' });
    window.addEventListener('afterprint', clear);
    window.print();
    return () => window.removeEventListener('afterprint', clear);
  }, [rows]);

  const start = useCallback(() => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const key = queryKey;
    setState({ status: 'pending', key });
    load(controller.signal).then(
      (loaded) => {
        if (!controller.signal.aborted) setState({ status: 'ready', key, rows: loaded });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed', key });
      },
    );
  }, [load, queryKey]);

  return {
    rows,
    pending: current?.status === 'pending',
    failed: current?.status === 'failed',
    start,
  };
}
