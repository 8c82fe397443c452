/**
 * A run of the statements walk as the page sees it: reading (with its progress), stopped (what
 * was read is kept, Resume goes on), failed, or read. What each period's runs read is kept for
 * the tab's life (a module-level map), so leaving the page to fix an address and coming back
 * keeps the statements, and the next run asks only for what changed.
 */
import { useEffect, useRef, useState } from 'react';

import type { DateRange } from '../../../api/dated-lists';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import type { DonorScope } from './statement-build';
import {
  createWalk,
  walkKey,
  type WalkMemory,
  type WalkProgress,
  type WalkResult,
} from './statements-walk';

export type RunState =
  | { phase: 'idle' }
  /** `shown`: the statements kept on the page while only the donors are read again. */
  | { phase: 'reading'; progress: WalkProgress; shown?: WalkResult }
  | { phase: 'stopped'; progress: WalkProgress | undefined }
  | { phase: 'failed'; error: unknown }
  | { phase: 'read'; result: WalkResult };

const memories = new Map<string, WalkMemory>();
const lastResults = new Map<string, WalkResult>();

export function useStatementsRun(range: DateRange | undefined, scope: DonorScope | undefined) {
  const client = useApiClient();
  const key = range && scope ? walkKey(client.queryDialect, range, scope) : undefined;
  // The state of the run for `key`; another period or scope shows what was read for it before.
  const [current, setCurrent] = useState<{ key: string | undefined; state: RunState }>({
    key: undefined,
    state: { phase: 'idle' },
  });
  const kept = key === undefined ? undefined : lastResults.get(key);
  const state: RunState =
    current.key === key
      ? current.state
      : kept
        ? { phase: 'read', result: kept }
        : { phase: 'idle' };
  const controller = useRef<AbortController | null>(null);
  const lastProgress = useRef<WalkProgress | undefined>(undefined);
  // A run stops when its period or scope is left, and when the page goes.
  useEffect(() => () => controller.current?.abort(), [key]);

  const start = (options: { donorsOnly?: boolean } = {}) => {
    if (!range || !scope || key === undefined) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    let memory = memories.get(key);
    if (!memory) {
      memory = { key };
      memories.set(key, memory);
    }
    const shown = options.donorsOnly ? lastResults.get(key) : undefined;
    if (shown && memory.finished) {
      // Only the donors again (an address was added): the gifts stay as read.
      memory.donors = undefined;
      memory.finished = false;
    }
    const setState = (next: RunState) => setCurrent({ key, state: next });
    const walk = createWalk(client, memory, {
      range,
      scope,
      signal: abort.signal,
      onProgress: (progress) => {
        lastProgress.current = progress;
        if (!abort.signal.aborted) setState({ phase: 'reading', progress, shown });
      },
    });
    setState({
      phase: 'reading',
      progress: { step: 'organization', fraction: 0, requests: 0 },
      shown,
    });
    walk().then(
      (result) => {
        if (abort.signal.aborted) return;
        lastResults.set(key, result);
        setState({ phase: 'read', result });
      },
      (error: unknown) => {
        if (abort.signal.aborted) return;
        setState({ phase: 'failed', error });
      },
    );
  };

  const cancel = () => {
    controller.current?.abort();
    setCurrent({ key, state: { phase: 'stopped', progress: lastProgress.current } });
  };

  return { state, start, cancel, resumable: key !== undefined && memories.has(key) };
}
