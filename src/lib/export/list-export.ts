import type { Client } from '../../api/client';
import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../api/client-types';
import type { CsvColumn } from './csv';
import type { ExportTask } from './use-export-task';
import { walkList } from './walk-pages';

/** A file name's stem from a list's noun: "giving people" → "giving-people". */
export function fileStem(noun: string): string {
  return (
    noun
      .trim()
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'export'
  );
}

/**
 * Exports a list query as a table shows it (its filters, order, where and includes), every page
 * under the rate pacer, as CSV under the given columns. papaparse loads only when it runs.
 */
export function listExportTask<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  options: ListOptions<K, I>,
  columns: readonly CsvColumn<RecordOf<K, I>>[],
  filename: string,
  /** Keeps the rows a page's own narrowing keeps (what the API could not filter). */
  keep: (row: RecordOf<K, I>) => boolean = () => true,
): ExportTask {
  return async ({ signal, onProgress }) => {
    const [walked, { toCsv }] = await Promise.all([
      walkList<K, I>(client, path, options, { signal, onProgress }),
      import('./csv'),
    ]);
    const rows = walked.filter(keep);
    return { text: toCsv(rows, columns), filename, count: rows.length };
  };
}
