import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';

import { findDonations, type FoundDonation } from '../../../api/find-donations';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { todayIn } from '../../../lib/pure/calendar-days';
import { formatDate } from '../../../lib/pure/dates';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { ListActions } from '../../../ui/list-actions';
import { MoneyText } from '../../../ui/money-text';
import { usePrintAll } from '../../../ui/print-all';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { donationCsvColumns } from '../shared/donations-csv';
import { indexById, type FundLike } from '../shared/donation-designations';
import { donationColumns } from '../shared/donation-columns';
import { useAllFunds } from '../shared/funds-query';
import { hasDays, presetDays, rangeInstants, type DayRange } from '../shared/giving-range';
import { GivingRangePicker } from '../shared/giving-range-picker';
import { ReadCancelled, ReadProgress } from '../shared/read-progress';
import { rangeReadWords } from '../shared/reading-words';
import { useGivingDays } from '../shared/use-giving-days';
import { useGivingRead } from '../shared/use-giving-read';
import { donorYear, type FundTotal, type StatusGroup } from './donor-year';

const personDonationsPath = '/giving/v2/people/{person_id}/donations';
const giftsPrefix = 'gifts_';
const number = new Intl.NumberFormat();
const giftColumns = Object.values(donationColumns<FoundDonation>());

const moneyList = (amounts: readonly Money[]) => amounts.map((m) => formatMoney(m)).join(' and ');
const gifts = (count: number) => `${number.format(count)} ${count === 1 ? 'gift' : 'gifts'}`;

function fundColumns(fundsById: ReadonlyMap<string, FundLike>): ColumnDef<FundTotal>[] {
  return [
    {
      id: 'fund',
      header: 'Fund',
      cell: ({ row }) => {
        const { fundId } = row.original;
        const fund = fundId === null ? undefined : fundsById.get(fundId);
        return (
          <Group gap={6} wrap="nowrap">
            {fund && (
              <ColorSwatch
                component="span"
                color={fund.attributes.color}
                size={10}
                radius={2}
                aria-hidden="true"
              />
            )}
            <Text span size="sm">
              {fund?.attributes.name ?? (fundId === null ? 'No fund named' : `Fund ${fundId}`)}
            </Text>
          </Group>
        );
      },
    },
    {
      id: 'gifts',
      header: 'Gifts',
      meta: { numeric: true, visibleFrom: 'sm' },
      cell: ({ row }) => number.format(row.original.gifts),
    },
    {
      id: 'total',
      header: 'Total',
      meta: { numeric: true },
      cell: ({ row }) => (
        <MoneyText
          cents={row.original.total.cents}
          currency={row.original.total.currency}
          size="sm"
          fw={600}
        />
      ),
    },
  ];
}

const statusWords: Record<StatusGroup['status'], string> = {
  pending: 'pending',
  failed: 'failed',
  refunded: 'refunded',
};

/** "From Jan 1, 2026 to Dec 31, 2026", or open-ended. */
function daysWords(days: DayRange): string {
  const from = days.from === undefined ? undefined : formatDate(days.from);
  const to = days.to === undefined ? undefined : formatDate(days.to);
  if (from && to) return from === to ? `On ${from}` : `From ${from} to ${to}`;
  return from ? `From ${from}` : to ? `Until ${to}` : 'Every gift';
}

/**
 * A donor's gifts of a year (or any range, in the URL's `from` and `to`): the counted gifts'
 * totals per fund and currency, the pending, failed and refunded ones apart, and every gift newest first,
 * with CSV and print (D154).
 */
export function DonorYearSection({ personId, name }: { personId: string; name: string }) {
  const client = useApiClient();
  const funds = useAllFunds();
  const fundsById = useMemo(() => indexById(funds.data ?? []), [funds.data]);
  const { timeZone } = useOrganizationTimeZone();
  const today = timeZone === undefined ? undefined : todayIn(timeZone);
  const { days: urlDays, problems, setDays, clearProblems } = useGivingDays(giftsPrefix);
  // Without days in the link: this year, in the organization's zone.
  const days: DayRange | undefined = hasDays(urlDays)
    ? urlDays
    : today === undefined
      ? undefined
      : presetDays('this-year', today);
  const paging = useUrlPaging(giftsPrefix, 10);
  const read = useGivingRead(
    [...apiKeys.path(personDonationsPath), 'donor-year', { personId, days, timeZone }],
    (control) =>
      findDonations(
        client,
        { range: rangeInstants(days ?? {}, timeZone ?? 'UTC'), personId },
        control,
      ),
    days !== undefined && timeZone !== undefined,
  );
  const found = read.query.data;
  const rows = found?.records;
  const year = useMemo(() => (rows ? donorYear(rows) : undefined), [rows]);
  const printAll = usePrintAll(
    useCallback(() => Promise.resolve(rows ?? []), [rows]),
    JSON.stringify(days),
  );

  return (
    <Stack gap="md">
      <IgnoredUrlParts problems={problems} onClear={clearProblems} />
      {days && today && (
        <div data-print-hide="">
          <GivingRangePicker
            days={days}
            today={today}
            presets={['this-year', 'last-year']}
            onChange={setDays}
          />
        </div>
      )}
      {read.query.isError ? (
        <QueryError error={read.query.error} what={`the gifts of ${name}`} onRetry={read.restart} />
      ) : read.cancelled ? (
        <ReadCancelled noun="gifts" onRestart={read.restart} />
      ) : !found || !year || !days ? (
        <ReadProgress noun="gifts" progress={read.progress} onCancel={read.cancel} />
      ) : (
        <>
          <Text fw={600} size="lg" role="status" data-testid="donor-year-summary">
            {daysWords(days)}: {gifts(year.counted)} counted
            {year.totals.length > 0 && `, ${moneyList(year.totals)}`}
          </Text>
          {year.apart.length > 0 && (
            <Text size="sm" data-testid="donor-year-apart">
              Not counted:{' '}
              {year.apart
                .map(
                  (group) =>
                    `${gifts(group.gifts)} ${statusWords[group.status]} (${moneyList(group.totals)})`,
                )
                .join('; ')}
              .
            </Text>
          )}
          <DataTable<FundTotal>
            caption={`Totals by fund, ${name}`}
            columns={fundColumns(fundsById)}
            rows={year.byFund}
            rowKey={(row) => `${row.total.currency} ${row.fundId ?? ''}`}
            empty={
              <Text c="dimmed" ta="center" py="md">
                No succeeded gifts in this range.
              </Text>
            }
          />
          <ListActions
            noun="gifts"
            total={found.records.length}
            shown={Math.min(paging.perPage, Math.max(0, found.records.length - paging.offset))}
            exportTask={(zone) => async () => {
              const { toCsv } = await import('../../../lib/pure/export/csv');
              return {
                text: toCsv(found.records, donationCsvColumns(zone, fundsById)),
                filename: exportFilename({ subject: 'gifts', narrowing: [name], days }),
                count: found.records.length,
              };
            }}
            onPrintAll={printAll.start}
            printAllPending={printAll.pending}
            printAllFailed={printAll.failed}
          />
          <Text size="sm" c="dimmed" data-print-hide="">
            Only succeeded gifts are counted, never a refunded one, each in the funds its
            designations name. {rangeReadWords(found.reading, found.records.length, 'gifts', [])}
          </Text>
          {printAll.rows && (
            <div className="narthex-print-only">
              <DataTable
                caption={`Gifts of ${name}, all ${printAll.rows.length}`}
                columns={giftColumns}
                rows={printAll.rows}
                rowKey={(row) => row.id}
              />
            </div>
          )}
          <div {...(printAll.rows ? { 'data-print-hide': '' } : {})}>
            <PagedTable<FoundDonation>
              query={loadedPage(found.records, paging, false)}
              paging={paging}
              noun="gifts"
              caption={`Gifts of ${name}`}
              columns={giftColumns}
              pagerWhenMore
              empty={`No gifts from ${name} in this range.`}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
