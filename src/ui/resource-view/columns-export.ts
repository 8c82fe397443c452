import type { Client } from '../../api/client';
import type { IncludeOf, ListKey, ListOptions, RecordOf } from '../../api/client-types';
import { exportFilename, listNarrowing } from '../../lib/pure/export/export-filename';
import { fieldLabel } from '../../lib/pure/i18n/field-label';
import type { Translate } from '../../lib/pure/i18n/translator';
import { listExportTask } from '../../lib/browser/export/list-export';
import type { ExportTask } from '../../lib/browser/export/use-export-task';
import { csvColumnsOf, type ListColumn } from './list-column';

/**
 * The CSV export of a list as its table shows it: the record's id, then the columns' CSV values,
 * headed in the interface language, in a file named after the list's noun (in that language
 * too) and what narrows it ("people-search-name-smith.csv", "personas-apellido-smith.csv").
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
      { header: fieldLabel(t, 'id'), value: (record) => record.id },
      ...csvColumnsOf(columns, timeZone, t),
    ],
    exportFilename({ subject: noun, narrowing: listNarrowing(options, t) }, t),
  );
}
