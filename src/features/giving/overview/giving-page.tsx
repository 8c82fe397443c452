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
import type { Translate } from '../../../lib/pure/i18n/translator';
import { EmptyState } from '../../../ui/empty-state';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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

function rangeText(t: Translate, locale: string, range: MonthRange): string {
  const from = formatMonth(range.from, locale, 'long');
  return range.from === range.to
    ? from
    : t('giving.overview.range', { from, to: formatMonth(range.to, locale, 'long') });
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
  const t = useT();
  return (
    <SimpleGrid cols={{ base: 1, sm: Math.min(3, totals.currencies.length) }} spacing="md">
      {byGifts(totals).map((currency) => (
        <Paper key={currency.currency} withBorder px="md" py="sm">
          <Text size="sm" c="dimmed">
            {t('giving.overview.givenIn', { currency: currency.currency })}
          </Text>
          <MoneyText cents={currency.total} currency={currency.currency} fz={22} fw={700} />
          <Text size="sm" c="dimmed">
            {t('giving.overview.donationCount', { count: currency.donationCount })}
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
  const t = useT();
  const locale = useLocale();
  // The URL's currency when the totals have it, else the one with the most gifts.
  const selected =
    totals.currencies.find((c) => c.currency === currencyParam) ?? byGifts(totals)[0];
  if (!selected) {
    return (
      <EmptyState
        title={t('giving.overview.emptyTitle')}
        description={t('giving.overview.empty', { range: rangeText(t, locale, totals.range) })}
        icon={<IconInfoCircle size={28} stroke={1.5} aria-hidden="true" />}
      />
    );
  }
  const rows = fundRowsOf(t, selected, funds.data ?? []);
  const what = t('giving.overview.what', {
    currency: selected.currency,
    range: rangeText(t, locale, totals.range),
  });
  return (
    <Stack gap="lg">
      <Summary totals={totals} />
      {totals.mismatchedDonationIds.length > 0 && (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlertTriangle aria-hidden="true" />}
          title={t('giving.overview.mismatchTitle')}
        >
          {t('giving.overview.mismatch', {
            count: totals.mismatchedDonationIds.length,
            noFund: t('giving.overview.noFund'),
          })}
        </Alert>
      )}
      {funds.isError && (
        <QueryError
          error={funds.error}
          onRetry={() => void funds.refetch()}
          what={t('giving.overview.fundNamesWhat')}
        />
      )}
      <Paper withBorder p="md">
        <Group justify="space-between" align="center" mb="md" gap="sm">
          <Title order={2} size="h3">
            {t('giving.overview.byFundAndMonth')}
          </Title>
          {totals.currencies.length > 1 && (
            <Group gap="xs">
              <Text size="sm" id="overview-currency-label">
                {t('giving.shared.currency')}
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
            label={t('giving.overview.chartLabel', { what })}
          />
        )}
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          {t('giving.overview.tableTitle')}
        </Title>
        <OverviewTable totals={selected} months={totals.months} rows={rows} caption={what} />
        <Text size="xs" c="dimmed" mt="xs">
          {t('giving.overview.note', { timeZone: totals.timeZone })}
        </Text>
      </Paper>
    </Stack>
  );
}

export function GivingPage() {
  const t = useT();
  const [params, updateParams] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const currentMonth = useCurrentMonth(timeZone);
  // Until the zone is known nothing is walked, so the placeholder month is never used.
  const defaultRange = lastTwelveMonths(currentMonth ?? '2000-01');
  const { range, problem } = parseMonthRange(t, params.get('from'), params.get('to'), defaultRange);
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
    body = (
      <QueryError
        error={query.error}
        onRetry={walk.restart}
        what={t('giving.overview.totalsWhat')}
      />
    );
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
        title={t('giving.overview.stopped')}
        role="status"
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('giving.overview.stoppedText')}</Text>
          <Button size="xs" variant="white" onClick={walk.restart}>
            {t('giving.overview.startAgain')}
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
        title={t('giving.shared.giving')}
        description={t('giving.overview.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden="true" />}
            onClick={walk.restart}
            disabled={timeZone === undefined || query.isFetching}
          >
            {t('giving.overview.countAgain')}
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
