import type { Client } from '../../../api/client';
import type { ListOptions } from '../../../api/client-types';
import type { ExportTask } from '../../../lib/export/use-export-task';
import { walkList } from '../../../lib/export/walk-pages';
import { datedFilename } from '../../../lib/export/zoned-datetime';
import { checkInCsvColumns } from './check-ins-csv';
import {
  exportIncludes,
  type checkInsPath,
  type CheckInRow,
  type ExportInclude,
  type TableInclude,
} from './check-ins-query';
import type { CheckInsListPath } from './check-ins-scope';

/**
 * Exports the list as the table queries it (its path: the whole list, an event's or a
 * session's; filters, order, where), every page of it, with the export's own includes, keeping
 * the rows the page's own narrowing (name, location) keeps. The CSV code (papaparse) loads only
 * when an export runs.
 */
export function checkInsExportTask(
  client: Client,
  path: CheckInsListPath,
  options: ListOptions<typeof checkInsPath, TableInclude>,
  timeZone: string,
  keep: (row: CheckInRow) => boolean = () => true,
): ExportTask {
  return async ({ signal, onProgress }) => {
    const args: ListOptions<typeof checkInsPath, ExportInclude> = {
      ...options,
      include: [...new Set([...(options.include ?? []), ...exportIncludes])],
    };
    const [walked, { toCsv }] = await Promise.all([
      // The nested lists take the whole list's parameters (one catalog entry), and options
      // carries their path ids.
      walkList(client, path as typeof checkInsPath, args, { signal, onProgress }),
      import('../../../lib/export/csv'),
    ]);
    const rows = walked.filter(keep);
    return {
      text: toCsv(rows, checkInCsvColumns(timeZone)),
      filename: datedFilename('check-ins', timeZone),
      count: rows.length,
    };
  };
}
