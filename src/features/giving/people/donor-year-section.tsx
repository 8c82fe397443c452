import { ColorSwatch, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';

import { findDonations, type FoundDonation } from '../../../api/find-donations';
import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { todayIn } from '../../../lib/pure/calendar-days';
import { formatDate } from '../../../lib/pure/dates';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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

/** "$1,200.00 and CA$50.00", in the locale's words and formats. */
const moneyList = (amounts: readonly Money[], locale: string) =>
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    amounts.map((m) => formatMoney(m, locale)),
  );

function fundColumns(
  t: Translate,
  locale: string,
  fundsById: ReadonlyMap<string, FundLike>,
): ColumnDef<FundTotal>[] {
  return [
    {
      id: 'fund',
      header: t('giving.shared.fund'),
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
              {fund?.attributes.name ??
                (fundId === null
                  ? t('giving.donorYear.noFundNamed')
                  : t('giving.shared.fundNumber', { id: fundId }))}
            </Text>
          </Group>
        );
      },
    },
    {
      id: 'gifts',
      header: t('giving.close.gifts'),
      meta: { numeric: true, visibleFrom: 'sm' },
      cell: ({ row }) => new Intl.NumberFormat(locale).format(row.original.gifts),
    },
    {
      id: 'total',
      header: t('giving.shared.total'),
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

/** "From Jan 1, 2026 to Dec 31, 2026", or open-ended. */
function daysWords(t: Translate, locale: string, days: DayRange): string {
  const from = days.from === undefined ? undefined : formatDate(days.from, locale);
  const to = days.to === undefined ? undefined : formatDate(days.to, locale);
  if (from && to) {
    return from === to
      ? t('giving.donorYear.on', { day: from })
      : t('giving.donorYear.fromTo', { from, to });
  }
  return from
    ? t('giving.donorYear.from', { from })
    : to
      ? t('giving.donorYear.until', { to })
      : t('giving.donorYear.every');
}

/** The gifts not counted, by why: "2 gifts pending ($40.00)". */
function apartWords(t: Translate, locale: string, group: StatusGroup): string {
  return t('giving.donorYear.apartGroup', {
    count: group.gifts,
    status: group.status,
    totals: moneyList(group.totals, locale),
  });
}

/**
 * A donor's gifts of a year (or any range, in the URL's `from` and `to`): the counted gifts'
 * totals per fund and currency, the pending, failed and refunded ones apart, and every gift newest first,
 * with CSV and print (D154).
 */
export function DonorYearSection({ personId, name }: { personId: string; name: string }) {
  const t = useT();
  const locale = useLocale();
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
  const giftColumns = useMemo(() => Object.values(donationColumns<FoundDonation>(t)), [t]);
  const giftsNoun = t('giving.donorYear.giftsNoun');

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
        <QueryError
          error={read.query.error}
          what={t('giving.donorYear.what', { name })}
          onRetry={read.restart}
        />
      ) : read.cancelled ? (
        <ReadCancelled noun={giftsNoun} onRestart={read.restart} />
      ) : !found || !year || !days ? (
        <ReadProgress noun={giftsNoun} progress={read.progress} onCancel={read.cancel} />
      ) : (
        <>
          <Text fw={600} size="lg" role="status" data-testid="donor-year-summary">
            {year.totals.length > 0
              ? t('giving.donorYear.summaryTotals', {
                  days: daysWords(t, locale, days),
                  count: year.counted,
                  totals: moneyList(year.totals, locale),
                })
              : t('giving.donorYear.summary', {
                  days: daysWords(t, locale, days),
                  count: year.counted,
                })}
          </Text>
          {year.apart.length > 0 && (
            <Text size="sm" data-testid="donor-year-apart">
              {t('giving.donorYear.apart', {
                groups: year.apart.map((group) => apartWords(t, locale, group)).join('; '),
              })}
            </Text>
          )}
          <DataTable<FundTotal>
            caption={t('giving.donorYear.byFundCaption', { name })}
            columns={fundColumns(t, locale, fundsById)}
            rows={year.byFund}
            rowKey={(row) => `${row.total.currency} ${row.fundId ?? ''}`}
            empty={
              <Text c="dimmed" ta="center" py="md">
                {t('giving.donorYear.noneCounted')}
              </Text>
            }
          />
          <ListActions
            noun={giftsNoun}
            total={found.records.length}
            shown={Math.min(paging.perPage, Math.max(0, found.records.length - paging.offset))}
            exportTask={(zone) => async () => {
              const { toCsv } = await import('../../../lib/pure/export/csv');
              return {
                text: toCsv(found.records, donationCsvColumns(t, zone, fundsById)),
                filename: exportFilename({ subject: giftsNoun, narrowing: [name], days }),
                count: found.records.length,
              };
            }}
            onPrintAll={printAll.start}
            printAllPending={printAll.pending}
            printAllFailed={printAll.failed}
          />
          <Text size="sm" c="dimmed" data-print-hide="">
            {t('giving.donorYear.how')}{' '}
            {rangeReadWords(t, locale, found.reading, found.records.length, giftsNoun, [])}
          </Text>
          {printAll.rows && (
            <div className="narthex-print-only">
              <DataTable
                caption={t('giving.list.printCaption', {
                  caption: t('giving.donorYear.giftsOf', { name }),
                  count: printAll.rows.length,
                })}
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
              noun={giftsNoun}
              caption={t('giving.donorYear.giftsOf', { name })}
              columns={giftColumns}
              pagerWhenMore
              empty={t('giving.donorYear.noGifts', { name })}
            />
          </div>
        </>
      )}
    </Stack>
  );
}
