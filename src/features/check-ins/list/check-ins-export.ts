import type { Client } from '../../../api/client';
import type { ListOptions } from '../../../api/client-types';
import type { ExportTask } from '../../../lib/export/use-export-task';
import { walkList } from '../../../lib/export/walk-pages';
import { datedFilename } from '../../../lib/export/zoned-datetime';
import { checkInCsvColumns } from './check-ins-csv';
import {
  checkInsPath,
  exportIncludes,
  type ExportInclude,
  type TableInclude,
} from './check-ins-query';

/**
 * Exports the list as the table queries it (filters, order, where), every page of it, with the
 * export's own includes. The CSV code (papaparse) loads only when an export runs.
 */
export function checkInsExportTask(
  client: Client,
  options: ListOptions<typeof checkInsPath, TableInclude>,
  timeZone: string,
): ExportTask {
  return async ({ signal, onProgress }) => {
    const args: ListOptions<typeof checkInsPath, ExportInclude> = {
      ...options,
      include: [...new Set([...(options.include ?? []), ...exportIncludes])],
    };
    const [rows, { toCsv }] = await Promise.all([
      walkList(client, checkInsPath, args, { signal, onProgress }),
      import('../../../lib/export/csv'),
    ]);
    return {
      text: toCsv(rows, checkInCsvColumns(timeZone)),
      filename: datedFilename('check-ins', timeZone),
      count: rows.length,
    };
  };
}
