import type { Client } from '../../../api/client';
import type { ListOptions } from '../../../api/client-types';
import { zonedDay } from '../../../lib/pure/dates';
import { exportFilename, listNarrowing } from '../../../lib/pure/export/export-filename';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { listExportTask } from '../../../lib/browser/export/list-export';
import type { ExportTask } from '../../../lib/browser/export/use-export-task';
import { checkInCsvColumns } from './check-ins-csv';
import {
  exportIncludes,
  type checkInsPath,
  type CheckInExportRow,
  type CheckInRow,
  type ExportInclude,
  type TableInclude,
} from './check-ins-query';
import { scopePath, type CheckInsScope } from './check-ins-scope';

/**
 * The file's name from what it holds: the scope's event and location (named by the rows, which
 * all belong to them), the session's day or the scope's days, the list's filters and the name
 * searched ("check-ins-sunday-service-2026-11-22.csv").
 */
export function checkInsFilename(
  scope: CheckInsScope,
  filters: readonly string[],
  rows: readonly CheckInExportRow[],
  timeZone: string,
): string {
  const named = (pick: (row: CheckInExportRow) => string | undefined): string => {
    for (const row of rows) {
      const name = pick(row);
      if (name !== undefined) return name;
    }
    return '';
  };
  const sessionStart =
    scope.session === undefined
      ? undefined
      : named((row) => row.related.event_period?.attributes.starts_at);
  const sessionDay = sessionStart ? zonedDay(sessionStart, timeZone) : undefined;
  return exportFilename({
    subject: 'check-ins',
    narrowing: [
      scope.event === undefined ? '' : named((row) => row.related.event?.attributes.name),
      scope.location === undefined ? '' : named((row) => row.related.location?.attributes.name),
      ...listNarrowing({ filter: filters }),
      scope.q === undefined ? '' : `name ${scope.q}`,
    ],
    days: sessionDay ? { from: sessionDay, to: sessionDay } : { from: scope.from, to: scope.to },
  });
}

/**
 * Exports the list as the table queries it (its scope: the whole list, an event's or a
 * session's; filters, order, where), every page of it, with the export's own includes, keeping
 * the rows the page's own narrowing (name, location) keeps.
 */
export function checkInsExportTask(
  t: Translate,
  client: Client,
  scope: CheckInsScope,
  options: ListOptions<typeof checkInsPath, TableInclude>,
  timeZone: string,
  keep?: (row: CheckInRow) => boolean,
): ExportTask {
  return listExportTask<typeof checkInsPath, ExportInclude>(
    client,
    // The nested lists take the whole list's parameters (one catalog entry), and options
    // carries their path ids.
    scopePath(scope) as typeof checkInsPath,
    // Whole records: the file has more columns than the table (`fields` is the table's).
    {
      ...options,
      include: [...new Set([...(options.include ?? []), ...exportIncludes])],
      fields: undefined,
    },
    checkInCsvColumns(t, timeZone),
    (rows) => checkInsFilename(scope, options.filter ?? [], rows, timeZone),
    keep,
  );
}
