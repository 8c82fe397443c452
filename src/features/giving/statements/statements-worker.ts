/**
 * The PDF worker: draws the statements, splits them one per donor and zips those, away from
 * the page's thread, so the page stays usable and shows progress while a thousand statements
 * are drawn. Its chunk (pdf-lib, fontkit, fflate) and the font load only when statements are
 * generated.
 */
import fontUrl from 'dejavu-fonts-ttf/ttf/DejaVuSans.ttf?url';

import { renderStatements } from './statement-pdf';
import { zipFiles } from './statement-zip';
import type { WorkerAnswer, WorkerJob } from './statements-worker-contract';

function answer(message: WorkerAnswer, transfer: Transferable[] = []) {
  postMessage(message, { transfer });
}

addEventListener('message', (event: MessageEvent<WorkerJob>) => {
  void (async () => {
    try {
      const response = await fetch(fontUrl);
      // For whoever looks after Narthex: the page says what happened in the person's words.
      if (!response.ok) throw new Error(`the font did not load (HTTP ${response.status})`);
      const font = new Uint8Array(await response.arrayBuffer());
      const { job } = event.data;
      const rendered = await renderStatements(job, font, (progress) =>
        answer({ type: 'progress', progress }),
      );
      answer({ type: 'progress', progress: { phase: 'zip', done: 0, total: 1 } });
      const zip = zipFiles(
        job.statements.map((statement, i) => ({
          name: statement.fileName,
          bytes: rendered.singles[i] ?? new Uint8Array(),
        })),
      );
      const singles = rendered.singles.map((bytes) => bytes.buffer as ArrayBuffer);
      const merged = rendered.merged.buffer as ArrayBuffer;
      answer({ type: 'done', merged, zip: zip.buffer as ArrayBuffer, singles }, [
        merged,
        zip.buffer as ArrayBuffer,
        ...singles,
      ]);
    } catch (error) {
      answer({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  })();
});
