import { useCallback, useEffect, useRef, useState } from 'react';

import { downloadText } from './download';
import type { WalkProgress } from '../../pure/export/walk-pages';

export type ExportState =
  | { status: 'idle' }
  /** total is undefined until the first page has counted the records. */
  | { status: 'running'; fetched: number; total: number | undefined }
  | { status: 'done'; count: number; filename: string }
  | { status: 'cancelled' }
  | { status: 'failed'; error: unknown };

/** What an export task hands back: the whole file, built only after every page arrived. */
export interface ExportFile {
  text: string;
  filename: string;
  /** Records written (rows without the header). */
  count: number;
}

export interface ExportControl {
  signal: AbortSignal;
  onProgress: (progress: WalkProgress) => void;
}

export type ExportTask = (control: ExportControl) => Promise<ExportFile>;

export interface ExportTaskHandle {
  state: ExportState;
  /** Runs the task and downloads its file; a running export is cancelled first. */
  start: (task: ExportTask) => void;
  cancel: () => void;
  /** Back to idle (hides a finished, failed or cancelled export's message). */
  dismiss: () => void;
}

/**
 * Runs one export at a time: progress while it runs, Cancel through an AbortController, and a
 * download only when the task finished; a failed or cancelled export downloads nothing.
 * Leaving the page cancels it.
 */
export function useExportTask(): ExportTaskHandle {
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  const start = useCallback((task: ExportTask) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    const current = () => running.current === controller;
    setState({ status: 'running', fetched: 0, total: undefined });
    void (async () => {
      try {
        const file = await task({
          signal: controller.signal,
          onProgress: (progress) => {
            if (current() && !controller.signal.aborted) {
              setState({ status: 'running', ...progress });
            }
          },
        });
        controller.signal.throwIfAborted();
        if (!current()) return;
        downloadText(file.text, file.filename);
        setState({ status: 'done', count: file.count, filename: file.filename });
      } catch (error) {
        if (!current()) return;
        setState(controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error });
      } finally {
        if (current()) running.current = null;
      }
    })();
  }, []);

  const cancel = useCallback(() => running.current?.abort(), []);
  const dismiss = useCallback(() => setState({ status: 'idle' }), []);

  return { state, start, cancel, dismiss };
}
