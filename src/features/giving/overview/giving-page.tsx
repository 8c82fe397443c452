import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconRefresh } from '@tabler/icons-react';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { EmptyState } from '../../../ui/empty-state';
import { MoneyText } from '../../../ui/money-text';
import { QueryError } from '../../../ui/query-error';
import {
  formatMonth,
  lastTwelveMonths,
  parseMonthRange,
  type MonthRange,
} from './fund-month-range';
import { useCurrentMonth } from '../shared/fund-month-current';
import { useFundMonthTotals } from './fund-month-query';
import { fundRowsOf, type CurrencyTotals, type FundMonthTotals } from './fund-month-totals';
import { useAllFunds } from '../shared/funds-query';
import { GivingHeader } from '../shared/giving-tabs';
import { OverviewChart } from './overview-chart';
import { fromFirstGiftMonth } from './overview-default-range';
import { OverviewProgress } from './overview-progress';
import { OverviewRangePicker } from './overview-range-picker';
import { OverviewTable } from './overview-table';

const number = new Intl.NumberFormat();

function rangeText(range: MonthRange): string {
  return range.from === range.to
    ? formatMonth(range.from, 'long')
    : `${formatMonth(range.from, 'long')} to ${formatMonth(range.to, 'long')}`;
}

/** The currencies of the totals, the one with the most gifts first. */
function byGifts(totals: FundMonthTotals): CurrencyTotals[] {
  return [...totals.currencies].sort((a, b) => b.donationCount - a.donationCount);
}

function OverviewSkeleton() {
  return (
    <Stack gap="md" aria-hidden="true">
      <Skeleton height={88} radius="md" />
      <Skeleton height={280} radius="md" />
      <Skeleton height={200} radius="md" />
    </Stack>
  );
}

function Summary({ totals }: { totals: FundMonthTotals }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, totals.currencies.length) }} spacing="md">
      {byGifts(totals).map((currency) => (
        <Paper key={currency.currency} withBorder px="md" py="sm">
          <Text size="sm" c="dimmed">
            Given in {currency.currency}
          </Text>
          <MoneyText cents={currency.total} currency={currency.currency} fz={22} fw={700} />
          <Text size="sm" c="dimmed">
            {number.format(currency.donationCount)}{' '}
            {currency.donationCount === 1 ? 'donation' : 'donations'}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function Results({
  totals,
  funds,
  currencyParam,
  onCurrencyChange,
}: {
  totals: FundMonthTotals;
  funds: ReturnType<typeof useAllFunds>;
  currencyParam: string | null;
  onCurrencyChange: (currency: string) => void;
}) {
  // The URL's currency when the totals have it, else the one with the most gifts.
  const selected =
    totals.currencies.find((c) => c.currency === currencyParam) ?? byGifts(totals)[0];
  if (!selected) {
    return (
      <EmptyState
        title="No gifts in this range"
        description={`No donation was made from ${rangeText(totals.range)}. Choose other months above.`}
        icon={<IconInfoCircle size={28} stroke={1.5} aria-hidden="true" />}
      />
    );
  }
  const rows = fundRowsOf(selected, funds.data ?? []);
  const what = `Gifts by fund and month in ${selected.currency}, ${rangeText(totals.range)}`;
  return (
    <Stack gap="lg">
      <Summary totals={totals} />
      {totals.mismatchedDonationIds.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title="Some designations do not add up"
        >
          {`${number.format(totals.mismatchedDonationIds.length)} donations have designations that differ from their amount; the difference is in the “No fund” row.`}
        </Alert>
      )}
      {funds.isError && (
        <QueryError
          error={funds.error}
          onRetry={() => void funds.refetch()}
          what="the fund names"
        />
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Title order={2} size="h3">
            By fund and month
          </Title>
          {totals.currencies.length > 1 && (
            <Group gap="xs">
              <Text size="sm" id="overview-currency-label">
                Currency
              </Text>
              <SegmentedControl
                aria-labelledby="overview-currency-label"
                value={selected.currency}
                onChange={onCurrencyChange}
                data={totals.currencies.map((c) => c.currency)}
              />
            </Group>
          )}
        </Group>
        {funds.isPending ? (
          <Skeleton height={280} radius="md" />
        ) : (
          <OverviewChart
            totals={selected}
            months={totals.months}
            rows={rows}
            label={`Stacked bar chart: ${what}. The table below lists the same figures.`}
          />
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Table of totals
        </Title>
        <OverviewTable totals={selected} months={totals.months} rows={rows} caption={what} />
        <Text size="xs" c="dimmed" mt="xs">
          Months are counted in the church’s time zone ({totals.timeZone}). Failed payments are left
          out; pending ones are included.
        </Text>
      </Paper>
    </Stack>
  );
}

export function GivingPage() {
  const [params, updateParams] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const currentMonth = useCurrentMonth(timeZone);
  // Until the zone is known nothing is walked, so the placeholder month is never used.
  const defaultRange = lastTwelveMonths(currentMonth ?? '2000-01');
  const { range, problem } = parseMonthRange(params.get('from'), params.get('to'), defaultRange);
  const isDefault = range.from === defaultRange.from && range.to === defaultRange.to;
  const walk = useFundMonthTotals(range, timeZone);
  // Asked for alongside the walk, so names and colors are there when the totals are.
  const funds = useAllFunds();
  const { query } = walk;
  const totals = query.data && isDefault ? fromFirstGiftMonth(query.data) : query.data;
  const shownRange = totals?.range ?? range;

  const setRange = (next: MonthRange) =>
    updateParams((out) => {
      if (next.from === defaultRange.from && next.to === defaultRange.to) {
        out.delete('from');
        out.delete('to');
      } else {
        out.set('from', next.from);
        out.set('to', next.to);
      }
    });
  const resetRange = () => setRange(defaultRange);
  const setCurrency = (currency: string) =>
    updateParams((out) => out.set('currency', currency), { replace: true });

  let body;
  if (timeZone === undefined) {
    body = <OverviewSkeleton />;
  } else if (query.isError && !query.isFetching) {
    body = <QueryError error={query.error} onRetry={walk.restart} what="the giving totals" />;
  } else if (totals) {
    body = (
      <Results
        totals={totals}
        funds={funds}
        currencyParam={params.get('currency')}
        onCurrencyChange={setCurrency}
      />
    );
  } else if (walk.cancelled) {
    body = (
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle aria-hidden="true" />}
        title="Stopped"
        role="status"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            The totals were cancelled before every donation was read, so nothing is shown: a partial
            total would be wrong.
          </Text>
          <Button size="xs" variant="white" onClick={walk.restart}>
            Start again
          </Button>
        </Stack>
      </Alert>
    );
  } else {
    body = <OverviewSkeleton />;
  }

  return (
    <>
      <GivingHeader
        title="Giving"
        description="Totals by fund and month, added up from every donation and its designations."
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={walk.restart}
            disabled={timeZone === undefined || query.isFetching}
          >
            Count again
          </Button>
        }
      />
      <Stack gap="lg">
        {timeZone !== undefined && (
          <OverviewRangePicker
            key={`${shownRange.from}|${shownRange.to}`}
            range={shownRange}
            isDefault={isDefault}
            onChange={setRange}
            onReset={resetRange}
          />
        )}
        {problem && (
          <Alert color="yellow" variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
            {problem}
          </Alert>
        )}
        {query.isFetching && <OverviewProgress progress={walk.progress} onCancel={walk.cancel} />}
        {body}
      </Stack>
    </>
  );
}
