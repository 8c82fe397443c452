import type { Client } from '../../api/client';
import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../api/client-types';
import { exportFilename, listNarrowing } from '../../lib/pure/export/export-filename';
import { listExportTask } from '../../lib/browser/export/list-export';
import type { ExportTask } from '../../lib/browser/export/use-export-task';
import type { Translate } from '../../lib/pure/i18n/translator';
import { csvColumnsOf, type ListColumn } from './list-column';

/**
 * The CSV export of a list as its table shows it: the record's id, then the columns' CSV values,
 * in a file named after the list's noun and what narrows it ("people-search-name-smith.csv").
 */
export function columnsExportTask<K extends ListKey, I extends IncludeOf<K> = never>(
  client: Client,
  path: K,
  options: ListOptions<K, I>,
  columns: readonly ListColumn<RecordOf<K, I>>[],
  noun: string,
  timeZone: string,
  t: Translate,
): ExportTask {
  return listExportTask<K, I>(
    client,
    path,
    options,
    [
      { header: t('ui.export.idHeader'), value: (record) => record.id },
      ...csvColumnsOf(columns, timeZone),
    ],
    exportFilename({ subject: noun, narrowing: listNarrowing(options) }),
  );
}
