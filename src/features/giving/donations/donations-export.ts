import type { QueryClient } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type { ListOptions } from '../../../api/client-types';
import type { ExportTask } from '../../../lib/export/use-export-task';
import { walkList } from '../../../lib/export/walk-pages';
import { datedFilename } from '../../../lib/export/zoned-datetime';
import { indexById } from '../shared/donation-designations';
import { donationsPath } from '../shared/donation-words';
import { donationCsvColumns, donationExportIncludes } from './donations-csv';
import { allFundsQuery } from '../shared/funds-query';

/**
 * Exports the donations as the table queries them (its order, filters and where), every page,
 * with the designations for the funds column. The CSV code loads only when an export runs.
 */
export function donationsExportTask(
  client: Client,
  queryClient: QueryClient,
  options: ListOptions<typeof donationsPath, (typeof donationExportIncludes)[number]>,
  timeZone: string,
): ExportTask {
  return async ({ signal, onProgress }) => {
    const args = { ...options, include: donationExportIncludes };
    const [funds, rows, { toCsv }] = await Promise.all([
      queryClient.fetchQuery(allFundsQuery(client)),
      walkList(client, donationsPath, args, { signal, onProgress }),
      import('../../../lib/export/csv'),
    ]);
    return {
      text: toCsv(rows, donationCsvColumns(timeZone, indexById(funds))),
      filename: datedFilename('donations', timeZone),
      count: rows.length,
    };
  };
}
