import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Paper,
  Progress,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import {
  IconAlertTriangle,
  IconChevronLeft,
  IconChevronRight,
  IconCircleCheck,
} from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link } from 'react-router';

import { useApiClient } from '../../../lib/browser/api-query/api-client-context';
import { apiKeys } from '../../../lib/pure/api-query/query-keys';
import { todayIn } from '../../../lib/pure/calendar-days';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useUrlPaging } from '../../../lib/browser/list-paging';
import { formatMoney } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';
import { ListActions } from '../../../ui/list-actions';
import { MoneyText } from '../../../ui/money-text';
import { usePrintAll } from '../../../ui/print-all';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { csvColumnsOf } from '../../../ui/resource-view/list-column';
import { loadedPage, PagedTable } from '../../../ui/resource-view/paged-table';
import { addMonths, isMonth, monthDays } from '../shared/giving-range';
import { GivingHeader } from '../shared/giving-tabs';
import { ReadCancelled } from '../shared/read-progress';
import { rangeReadWords } from '../shared/reading-words';
import { useGivingRead } from '../shared/use-giving-read';
import {
  closeByCurrency,
  closeMonth,
  type BatchClose,
  type CurrencyClose,
  type MonthCloseProgress,
} from './month-close';
import { monthCloseColumns } from './month-close-columns';

const number = new Intl.NumberFormat();

/** "October 2026". */
function monthWords(month: string): string {
  return new Intl.DateTimeFormat(undefined, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${month}-01T12:00:00Z`));
}

const currencyColumns: ColumnDef<CurrencyClose>[] = [
  { id: 'currency', header: 'Currency', cell: ({ row }) => row.original.currency },
  {
    id: 'batches',
    header: 'Batches',
    meta: { numeric: true, visibleFrom: 'sm' },
    cell: ({ row }) => number.format(row.original.batches),
  },
  ...(['total', 'deposited', 'notDeposited'] as const).map((figure): ColumnDef<CurrencyClose> => ({
    id: figure,
    header: { total: 'Total', deposited: 'Deposited', notDeposited: 'Not yet deposited' }[figure],
    // The deposited share is the total less what is not: a phone shows the two that matter.
    meta: figure === 'deposited' ? { numeric: true, visibleFrom: 'sm' } : { numeric: true },
    cell: ({ row }) => (
      <MoneyText
        cents={row.original[figure].cents}
        currency={row.original[figure].currency}
        size="sm"
        fw={figure === 'total' ? 600 : undefined}
      />
    ),
  })),
];

/** The walk in two steps: the month's batches, then each batch's gifts and deposit. */
function CloseProgress({
  progress,
  onCancel,
}: {
  progress: MonthCloseProgress | null;
  onCancel: () => void;
}) {
  const checking = progress?.step === 'checks';
  const total = progress?.total;
  const value = total === undefined || total === 0 ? undefined : (progress!.done / total) * 100;
  return (
    <Paper withBorder p="md" role="region" aria-label="Checking the month" data-print-hide="">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>
            {checking ? 'Checking each batch against its gifts…' : "Reading the month's batches…"}
          </Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
        <Progress
          value={value === undefined ? 0 : Math.round(value)}
          aria-label={checking ? 'Batches checked' : 'Batches read'}
          animated={value === undefined}
          striped={value === undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {progress === null || total === undefined
            ? 'Starting…'
            : checking
              ? `${number.format(progress.done)} of ${number.format(total)} batches checked`
              : `${number.format(progress.done)} batches read`}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The batches whose totals disagree with their gifts, each named with both figures. */
function Disagreements({ batches }: { batches: readonly BatchClose[] }) {
  const disagreeing = batches.filter((b) => !b.check.agrees);
  if (batches.length === 0) return null;
  if (disagreeing.length === 0) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden="true" />}
        title="Every batch agrees with its gifts"
      >
        Each batch's total equals the sum of its gifts, to the cent.
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={`${disagreeing.length === 1 ? 'A batch disagrees' : `${disagreeing.length} batches disagree`} with its gifts`}
    >
      <List size="sm" spacing={4}>
        {disagreeing.map(({ batch, check }) => (
          <List.Item key={batch.id}>
            <Anchor component={Link} to={`/giving/batches/${batch.id}`} size="sm" fw={600}>
              Batch {batch.id}
            </Anchor>
            {': '}
            {check.currencies
              .filter((c) => c.difference.cents !== 0)
              .map(
                (c) =>
                  `its total is ${formatMoney(c.stated)}, its gifts add up to ${formatMoney(c.summed)} (${formatMoney(c.difference)})`,
              )
              .join('; ')}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * Closing a month (`?month=YYYY-MM`, last month by default): its batches with their status,
 * deposit and total, each checked against its gifts; totals per currency; what is not yet
 * deposited; CSV and print (D155).
 */
export function MonthClosePage() {
  const client = useApiClient();
  const [params, update] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const t = useT();
  const asked = params.get('month');
  const problems =
    asked !== null && !isMonth(asked) ? [`month '${asked}' is not a month (YYYY-MM)`] : [];
  const lastMonth =
    timeZone === undefined ? undefined : addMonths(todayIn(timeZone).slice(0, 7), -1);
  const month = isMonth(asked) ? asked : lastMonth;
  const [draft, setDraft] = useUrlDraft(month ?? '');
  const paging = useUrlPaging('', 25);
  const setMonth = (next: string) =>
    update((url) => {
      url.set('month', next);
      url.delete('offset');
    });

  const read = useGivingRead<Awaited<ReturnType<typeof closeMonth>>, MonthCloseProgress>(
    [...apiKeys.path('/giving/v2/batches'), 'month-close', { month, timeZone }],
    (control) => closeMonth(client, { month: month ?? '', timeZone: timeZone ?? 'UTC' }, control),
    month !== undefined && timeZone !== undefined,
  );
  const close = read.query.data;
  const byCurrency = useMemo(() => (close ? closeByCurrency(close.batches) : undefined), [close]);
  const notDeposited = close?.batches.filter((b) => b.depositId === null) ?? [];
  const rows = close?.batches;
  const printAll = usePrintAll(
    useCallback(() => Promise.resolve(rows ?? []), [rows]),
    month ?? '',
  );

  return (
    <>
      <GivingHeader
        title="Close a month"
        description="A month's batches with their status, deposit and total, each checked against its gifts; the month's totals per currency and what is not yet deposited."
      />
      <IgnoredUrlParts
        problems={problems}
        onClear={() => update((url) => url.delete('month'), { replace: true })}
      />
      <Stack gap="md">
        {month && (
          <Group align="flex-end" gap="xs" data-print-hide="">
            <Button
              variant="default"
              leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
              onClick={() => setMonth(addMonths(month, -1))}
            >
              Previous month
            </Button>
            <TextInput
              type="month"
              label="Month"
              value={draft}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setDraft(value);
                if (isMonth(value)) setMonth(value);
              }}
              w={170}
            />
            <Button
              variant="default"
              rightSection={<IconChevronRight size={16} aria-hidden="true" />}
              onClick={() => setMonth(addMonths(month, 1))}
            >
              Next month
            </Button>
          </Group>
        )}
        {month && (
          <Text fw={600} size="lg" role="status" data-testid="month-close-summary">
            {monthWords(month)}
            {close &&
              `: ${close.batches.length} ${close.batches.length === 1 ? 'batch' : 'batches'}, ${notDeposited.length} not yet deposited`}
          </Text>
        )}
        {read.query.isError ? (
          <QueryError error={read.query.error} what="the month's batches" onRetry={read.restart} />
        ) : read.cancelled ? (
          <ReadCancelled noun="batches" onRestart={read.restart} />
        ) : !close || !byCurrency || !month ? (
          <CloseProgress progress={read.progress} onCancel={read.cancel} />
        ) : (
          <>
            <Disagreements batches={close.batches} />
            <DataTable<CurrencyClose>
              caption={`Totals of ${monthWords(month)} by currency`}
              columns={currencyColumns}
              rows={byCurrency}
              rowKey={(row) => row.currency}
              empty={
                <Text c="dimmed" ta="center" py="md">
                  No batches were made in {monthWords(month)}.
                </Text>
              }
            />
            {close.batches.length > 0 && (
              <Text size="sm">
                {notDeposited.length === 0
                  ? 'Every batch of the month is deposited.'
                  : `Not yet deposited: ${notDeposited.map((b) => `Batch ${b.batch.id}`).join(', ')}.`}
              </Text>
            )}
            <ListActions
              noun="batches"
              total={close.batches.length}
              shown={Math.min(paging.perPage, Math.max(0, close.batches.length - paging.offset))}
              exportTask={(zone) => async () => {
                const { toCsv } = await import('../../../lib/pure/export/csv');
                return {
                  text: toCsv(close.batches, csvColumnsOf(monthCloseColumns, zone, t)),
                  filename: exportFilename({ subject: 'month close', days: monthDays(month) }),
                  count: close.batches.length,
                };
              }}
              onPrintAll={printAll.start}
              printAllPending={printAll.pending}
              printAllFailed={printAll.failed}
            />
            <Text size="sm" c="dimmed" data-print-hide="">
              A batch belongs to the month it was made in, in the church's time zone. Its total is
              checked against every gift in it, as the batch's own page checks it (
              {number.format(close.requests)} requests in all).{' '}
              {rangeReadWords(close.reading, close.batches.length, 'batches', [])}
            </Text>
            {printAll.rows && (
              <div className="narthex-print-only">
                <DataTable
                  caption={`Batches of ${monthWords(month)}, all ${printAll.rows.length}`}
                  columns={monthCloseColumns}
                  rows={printAll.rows}
                  rowKey={(row) => row.batch.id}
                />
              </div>
            )}
            <div {...(printAll.rows ? { 'data-print-hide': '' } : {})}>
              <PagedTable<BatchClose & { id: string }>
                query={loadedPage(
                  close.batches.map((b) => ({ ...b, id: b.batch.id })),
                  paging,
                  false,
                )}
                paging={paging}
                noun="batches"
                caption={`Batches of ${monthWords(month)}`}
                columns={monthCloseColumns}
                pagerWhenMore
                empty={`No batches were made in ${monthWords(month)}.`}
              />
            </div>
          </>
        )}
      </Stack>
    </>
  );
}
