/**
 * Draws a job's PDFs in the statements worker: progress while it draws, the files when done,
 * and Cancel ends the worker at once. One worker per job, ended when the page goes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

import type { PdfJob } from './statement-document';
import type { WorkerAnswer, WorkerJob, WorkerProgress } from './statements-worker-contract';

export interface PdfFiles {
  /** The job's language (its locale): files drawn in another are not the ones asked for now. */
  language: string;
  merged: Blob;
  zip: Blob;
  /** By statement key: the PDF and its name, as in the ZIP. */
  singles: ReadonlyMap<string, { blob: Blob; fileName: string }>;
  /** How long the worker took, in ms. */
  took: number;
}

export type PdfState =
  | { phase: 'idle' }
  | { phase: 'drawing'; progress: WorkerProgress | undefined }
  | { phase: 'done'; files: PdfFiles }
  /** `detail`: what went wrong, for whoever looks after Narthex (pdf-lib's words, or none). */
  | { phase: 'failed'; detail: string };

const pdfType = { type: 'application/pdf' };

export function usePdfWorker() {
  const [state, setState] = useState<PdfState>({ phase: 'idle' });
  const worker = useRef<Worker | null>(null);
  const stop = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);
  useEffect(() => stop, [stop]);

  const draw = useCallback(
    (job: PdfJob) => {
      stop();
      const started = performance.now();
      const next = new Worker(new URL('./statements-worker.ts', import.meta.url), {
        type: 'module',
        name: 'statements',
      });
      worker.current = next;
      setState({ phase: 'drawing', progress: undefined });
      next.addEventListener('message', (event: MessageEvent<WorkerAnswer>) => {
        const answer = event.data;
        if (worker.current !== next) return;
        if (answer.type === 'progress') {
          setState({ phase: 'drawing', progress: answer.progress });
        } else if (answer.type === 'failed') {
          stop();
          setState({ phase: 'failed', detail: answer.message });
        } else {
          stop();
          setState({
            phase: 'done',
            files: {
              language: job.language,
              merged: new Blob([answer.merged], pdfType),
              zip: new Blob([answer.zip], { type: 'application/zip' }),
              singles: new Map(
                job.statements.map((s, i) => [
                  s.key,
                  {
                    blob: new Blob([answer.singles[i] ?? new ArrayBuffer(0)], pdfType),
                    fileName: s.fileName,
                  },
                ]),
              ),
              took: performance.now() - started,
            },
          });
        }
      });
      next.addEventListener('error', (event) => {
        if (worker.current !== next) return;
        stop();
        setState({ phase: 'failed', detail: event.message });
      });
      const message: WorkerJob = { job };
      next.postMessage(message);
    },
    [stop],
  );

  const cancel = useCallback(() => {
    stop();
    setState({ phase: 'idle' });
  }, [stop]);

  const reset = useCallback(() => setState({ phase: 'idle' }), []);

  return { state, draw, cancel, reset };
}
