import type { QueryClient } from '@tanstack/react-query';

import type { Client } from '../../../api/client';
import type { ListOptions, RecordOf } from '../../../api/client-types';
import type { CsvColumn } from '../../../lib/export/csv';
import { listExportTask } from '../../../lib/export/list-export';
import type { ExportTask } from '../../../lib/export/use-export-task';
import { exportFilename, listNarrowing } from '../../../lib/export/export-filename';
import { zonedDatetimeText } from '../../../lib/export/zoned-datetime';
import { decimalText, money } from '../../../lib/money';
import {
  designationLines,
  designationsText,
  indexById,
  type FundLike,
} from '../shared/donation-designations';
import { donationsPath } from '../shared/donation-words';
import { allFundsQuery } from '../shared/funds-query';

export const donationExportIncludes = ['designations', 'labels'] as const;
export type DonationExportRow = RecordOf<
  typeof donationsPath,
  (typeof donationExportIncludes)[number]
>;

/**
 * The export's columns, with the API's own values (machine-readable) rather than the screen's
 * words. Amounts are exact decimal text built from integer cents, never floating point; the
 * creation time is in UTC (ISO 8601, as the API sends it) and in the organization's zone.
 */
export function donationCsvColumns(
  timeZone: string,
  fundsById: ReadonlyMap<string, FundLike>,
): CsvColumn<DonationExportRow>[] {
  return [
    { header: 'id', value: (row) => row.id },
    { header: 'created_at (UTC)', value: (row) => row.attributes.created_at },
    {
      header: `created_at (${timeZone})`,
      value: (row) => zonedDatetimeText(row.attributes.created_at, timeZone),
    },
    {
      header: 'amount',
      value: (row) =>
        decimalText(money(row.attributes.amount_cents, row.attributes.amount_currency)),
    },
    { header: 'currency', value: (row) => row.attributes.amount_currency },
    {
      header: 'fee',
      value: (row) => decimalText(money(row.attributes.fee_cents, row.attributes.fee_currency)),
    },
    { header: 'fee_currency', value: (row) => row.attributes.fee_currency },
    { header: 'method', value: (row) => row.attributes.payment_method },
    { header: 'method_sub', value: (row) => row.attributes.payment_method_sub },
    { header: 'brand', value: (row) => row.attributes.payment_brand },
    { header: 'last4', value: (row) => row.attributes.payment_last4 },
    { header: 'channel', value: (row) => row.attributes.payment_channel },
    { header: 'status', value: (row) => row.attributes.payment_status },
    {
      header: 'designations',
      value: (row) =>
        designationsText(
          designationLines(row.related.designations, fundsById),
          row.attributes.amount_currency,
        ),
    },
  ];
}

/**
 * Exports the donations as the table queries them (its order, filters and where), every page,
 * with the designations for the funds column, named from every fund.
 */
export function donationsExportTask(
  client: Client,
  queryClient: QueryClient,
  options: ListOptions<typeof donationsPath, (typeof donationExportIncludes)[number]>,
  timeZone: string,
): ExportTask {
  return async (control) => {
    const funds = await queryClient.fetchQuery(allFundsQuery(client));
    const args = { ...options, include: donationExportIncludes };
    const columns = donationCsvColumns(timeZone, indexById(funds));
    const filename = exportFilename({ subject: 'donations', narrowing: listNarrowing(options) });
    return listExportTask(client, donationsPath, args, columns, filename)(control);
  };
}
