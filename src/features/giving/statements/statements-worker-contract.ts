/** The messages between the statements page and its PDF worker (statements-worker.ts). */
import type { PdfJob } from './statement-document';

export interface WorkerJob {
  job: PdfJob;
}

export interface WorkerProgress {
  phase: 'draw' | 'split' | 'zip';
  done: number;
  total: number;
}

export type WorkerAnswer =
  | { type: 'progress'; progress: WorkerProgress }
  | { type: 'done'; merged: ArrayBuffer; zip: ArrayBuffer; singles: ArrayBuffer[] }
  /** `message` is the error's own (pdf-lib's, in English), shown as a detail. */
  | { type: 'failed'; message: string };
