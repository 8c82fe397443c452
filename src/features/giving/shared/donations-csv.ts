import type { FoundDonation } from '../../../api/find-donations';
import type { CsvColumn } from '../../../lib/pure/export/csv';
import { zonedDatetimeText } from '../../../lib/pure/export/zoned-datetime';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { decimalText, money } from '../../../lib/pure/money';
import { designationLines, designationsText, type FundLike } from './donation-designations';

/** A row of the export: a gift with its designations and labels, as the list reads them. */
export type DonationExportRow = FoundDonation;

/**
 * The export's columns, with the API's own values (machine-readable) rather than the screen's
 * words. Amounts are exact decimal text built from integer cents, never floating point; the
 * creation time is in UTC (ISO 8601, as the API sends it) and in the organization's zone. The
 * headers are the API's attribute names in every language, as the file is for other programs;
 * only a designation's fund that is not known is worded (`t`).
 */
export function donationCsvColumns(
  t: Translate,
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
          t,
          designationLines(row.related.designations, fundsById),
          row.attributes.amount_currency,
        ),
    },
  ];
}
