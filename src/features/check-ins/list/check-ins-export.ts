import type { Client } from '../../../api/client';
import type { ListOptions } from '../../../api/client-types';
import { listExportTask } from '../../../lib/export/list-export';
import type { ExportTask } from '../../../lib/export/use-export-task';
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
 * the rows the page's own narrowing (name, location) keeps.
 */
export function checkInsExportTask(
  client: Client,
  path: CheckInsListPath,
  options: ListOptions<typeof checkInsPath, TableInclude>,
  timeZone: string,
  keep?: (row: CheckInRow) => boolean,
): ExportTask {
  return listExportTask<typeof checkInsPath, ExportInclude>(
    client,
    // The nested lists take the whole list's parameters (one catalog entry), and options
    // carries their path ids.
    path as typeof checkInsPath,
    { ...options, include: [...new Set([...(options.include ?? []), ...exportIncludes])] },
    checkInCsvColumns(timeZone),
    datedFilename('check-ins', timeZone),
    keep,
  );
}
