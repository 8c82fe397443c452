import type { Client } from '../../../api/client';
import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../../api/client-types';
import type { CsvColumn } from '../../pure/export/csv';
import type { ExportTask } from './use-export-task';
import { walkList } from '../../pure/export/walk-pages';

/**
 * Exports a list query as a table shows it (its filters, order, where and includes), every page
 * under the rate pacer, as CSV under the given columns. papaparse loads only when it runs.
 */
export function listExportTask<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  options: ListOptions<K, I>,
  columns: readonly CsvColumn<RecordOf<K, I>>[],
  /** The file's name, or how to name it from its rows (what the rows hold). */
  filename: string | ((rows: readonly RecordOf<K, I>[]) => string),
  /** Keeps the rows a page's own narrowing keeps (what the API could not filter). */
  keep: (row: RecordOf<K, I>) => boolean = () => true,
): ExportTask {
  return async ({ signal, onProgress }) => {
    const [walked, { toCsv }] = await Promise.all([
      walkList<K, I>(client, path, options, { signal, onProgress }),
      import('../../pure/export/csv'),
    ]);
    const rows = walked.filter(keep);
    const name = typeof filename === 'string' ? filename : filename(rows);
    return { text: toCsv(rows, columns), filename: name, count: rows.length };
  };
}
