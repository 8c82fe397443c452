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
import type { Translate } from '../../../lib/pure/i18n/translator';
import { formatMoney } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useUrlDraft } from '../../../lib/browser/use-url-draft';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
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

/** "October 2026", "octubre de 2026". */
function monthWords(month: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.parse(`${month}-01T12:00:00Z`));
}

/** "octubre de 2026" starting a sentence: "Octubre de 2026" (Spanish months are lower case). */
function sentenceStart(text: string | undefined, locale: string): string {
  return text === undefined ? '' : text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

const currencyColumns = (t: Translate, locale: string): ColumnDef<CurrencyClose>[] => [
  { id: 'currency', header: t('giving.shared.currency'), cell: ({ row }) => row.original.currency },
  {
    id: 'batches',
    header: t('giving.record.list', { kind: 'batch' }),
    meta: { numeric: true, visibleFrom: 'sm' },
    cell: ({ row }) => new Intl.NumberFormat(locale).format(row.original.batches),
  },
  ...(['total', 'deposited', 'notDeposited'] as const).map((figure): ColumnDef<CurrencyClose> => ({
    id: figure,
    header: t('giving.close.figure', { figure }),
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
  const t = useT();
  const checking = progress?.step === 'checks';
  const total = progress?.total;
  const value = total === undefined || total === 0 ? undefined : (progress!.done / total) * 100;
  return (
    <Paper
      withBorder
      p="md"
      role="region"
      aria-label={t('giving.close.checking')}
      data-print-hide=""
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600}>
            {checking ? t('giving.close.checkingBatches') : t('giving.close.readingBatches')}
          </Text>
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('giving.shared.cancel')}
          </Button>
        </Group>
        <Progress
          value={value === undefined ? 0 : Math.round(value)}
          aria-label={checking ? t('giving.close.batchesChecked') : t('giving.close.batchesRead')}
          animated={value === undefined}
          striped={value === undefined}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {progress === null || total === undefined
            ? t('giving.shared.starting')
            : checking
              ? t('giving.close.checkedCount', { done: progress.done, total })
              : t('giving.close.readCount', { done: progress.done })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The batches whose totals disagree with their gifts, each named with both figures. */
function Disagreements({ batches }: { batches: readonly BatchClose[] }) {
  const t = useT();
  const locale = useLocale();
  const disagreeing = batches.filter((b) => !b.check.agrees);
  if (batches.length === 0) return null;
  if (disagreeing.length === 0) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck aria-hidden="true" />}
        title={t('giving.close.allAgreeTitle')}
      >
        {t('giving.close.allAgree')}
      </Alert>
    );
  }
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={t('giving.close.disagreeTitle', { count: disagreeing.length })}
    >
      <List size="sm" spacing={4}>
        {disagreeing.map(({ batch, check }) => (
          <List.Item key={batch.id}>
            <Anchor component={Link} to={`/giving/batches/${batch.id}`} size="sm" fw={600}>
              {t('giving.record.titleWithId', { kind: 'batch', id: batch.id })}
            </Anchor>
            {': '}
            {check.currencies
              .filter((c) => c.difference.cents !== 0)
              .map((c) =>
                t('giving.close.disagreement', {
                  stated: formatMoney(c.stated, locale),
                  summed: formatMoney(c.summed, locale),
                  difference: formatMoney(c.difference, locale),
                }),
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
  const t = useT();
  const locale = useLocale();
  const client = useApiClient();
  const [params, update] = useSearchParamsUpdate();
  const { timeZone } = useOrganizationTimeZone();
  const asked = params.get('month');
  const problems =
    asked !== null && !isMonth(asked) ? [t('giving.close.notAMonth', { value: asked })] : [];
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
  const columns = useMemo(() => monthCloseColumns(t), [t]);
  const byCurrencyColumns = useMemo(() => currencyColumns(t, locale), [t, locale]);
  const monthName = month === undefined ? undefined : monthWords(month, locale);
  const batchesNoun = t('giving.batches.noun');

  return (
    <>
      <GivingHeader title={t('giving.close.title')} description={t('giving.close.description')} />
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
              {t('giving.close.previousMonth')}
            </Button>
            <TextInput
              type="month"
              label={t('giving.close.month')}
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
              {t('giving.close.nextMonth')}
            </Button>
          </Group>
        )}
        {month && (
          <Text fw={600} size="lg" role="status" data-testid="month-close-summary">
            {close
              ? t('giving.close.summary', {
                  month: sentenceStart(monthName, locale),
                  count: close.batches.length,
                  notDeposited: notDeposited.length,
                })
              : sentenceStart(monthName, locale)}
          </Text>
        )}
        {read.query.isError ? (
          <QueryError
            error={read.query.error}
            what={t('giving.close.what')}
            onRetry={read.restart}
          />
        ) : read.cancelled ? (
          <ReadCancelled noun={batchesNoun} onRestart={read.restart} />
        ) : !close || !byCurrency || !month ? (
          <CloseProgress progress={read.progress} onCancel={read.cancel} />
        ) : (
          <>
            <Disagreements batches={close.batches} />
            <DataTable<CurrencyClose>
              caption={t('giving.close.totalsCaption', { month: monthName })}
              columns={byCurrencyColumns}
              rows={byCurrency}
              rowKey={(row) => row.currency}
              empty={
                <Text c="dimmed" ta="center" py="md">
                  {t('giving.close.noBatches', { month: monthName })}
                </Text>
              }
            />
            {close.batches.length > 0 && (
              <Text size="sm">
                {notDeposited.length === 0
                  ? t('giving.close.allDeposited')
                  : t('giving.close.notYetDeposited', {
                      batches: notDeposited
                        .map((b) =>
                          t('giving.record.titleWithId', { kind: 'batch', id: b.batch.id }),
                        )
                        .join(', '),
                    })}
              </Text>
            )}
            <ListActions
              noun={batchesNoun}
              total={close.batches.length}
              shown={Math.min(paging.perPage, Math.max(0, close.batches.length - paging.offset))}
              exportTask={(zone) => async () => {
                const { toCsv } = await import('../../../lib/pure/export/csv');
                return {
                  text: toCsv(close.batches, csvColumnsOf(columns, zone, t)),
                  filename: exportFilename({
                    subject: t('giving.close.fileSubject'),
                    days: monthDays(month),
                  }),
                  count: close.batches.length,
                };
              }}
              onPrintAll={printAll.start}
              printAllPending={printAll.pending}
              printAllFailed={printAll.failed}
            />
            <Text size="sm" c="dimmed" data-print-hide="">
              {t('giving.close.how', { requests: close.requests })}{' '}
              {rangeReadWords(t, locale, close.reading, close.batches.length, batchesNoun, [])}
            </Text>
            {printAll.rows && (
              <div className="narthex-print-only">
                <DataTable
                  caption={t('giving.list.printCaption', {
                    caption: t('giving.close.batchesOf', { month: monthName }),
                    count: printAll.rows.length,
                  })}
                  columns={columns}
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
                noun={batchesNoun}
                caption={t('giving.close.batchesOf', { month: monthName })}
                columns={columns}
                pagerWhenMore
                empty={t('giving.close.noBatches', { month: monthName })}
              />
            </div>
          </>
        )}
      </Stack>
    </>
  );
}
