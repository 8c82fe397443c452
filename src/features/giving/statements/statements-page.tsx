/**
 * Year-end statements (/giving/statements): choose a period, the donors and the funds that
 * count; read the period's gifts (with progress, cancel and resume); check that every
 * statement can be delivered and that the statements add up to the giving totals read again;
 * then draw the PDFs in a worker and download them merged, zipped one per donor, or one at a
 * time, and the CSV for a mail merge.
 */
import {
  Accordion,
  Alert,
  Button,
  Group,
  Pagination,
  Paper,
  Progress,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useMemo } from 'react';

import { isTaxDeductible } from '../../../api/proxy/statement-settings';
import { todayIn } from '../../../lib/pure/calendar-days';
import { downloadBlob, downloadText } from '../../../lib/browser/export/download';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { formatMoney } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useSharedSetting } from '../../../lib/browser/shared-settings';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { TableScrollContainer } from '../../../ui/table-scroll-container';
import { GivingHeader } from '../shared/giving-tabs';
import { FundTaxChoices } from './fund-tax-choices';
import { LetterheadForm } from './letterhead-form';
import { deliveryGaps, namedIn, type Statement } from './statement-build';
import { statementsCsv } from './statement-csv';
import { pdfJob, type DocumentContext } from './statement-document';
import { useStatementWords, type StatementWords } from './statement-language';
import { lastFullYear, periodDays, periodInstants, type PeriodDays } from './statement-period';
import { choiceKeys, readChoices, StatementsChoices } from './statements-choices';
import {
  DeliverabilityPanel,
  deliveryText,
  ProofPanel,
  WalkProgressView,
} from './statements-panels';
import { statementsOfRun, type WalkResult } from './statements-walk';
import { usePdfWorker, type PdfFiles } from './use-pdf-worker';
import { useStatementsRun } from './use-statements-run';

const pageSize = 50;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function StatementsPage() {
  const t = useT();
  const { timeZone } = useOrganizationTimeZone();
  return (
    <>
      <GivingHeader
        title={t('giving.statements.title')}
        description={t('giving.statements.description')}
      />
      {timeZone === undefined ? <Skeleton height={320} /> : <Statements timeZone={timeZone} />}
    </>
  );
}

function Statements({ timeZone }: { timeZone: string }) {
  const t = useT();
  const [params, update] = useSearchParamsUpdate();
  const today = todayIn(timeZone);
  const letterhead = useSharedSetting('statement-letterhead');
  const fiscalStartMonth = letterhead.data?.value.fiscalStartMonth ?? 1;
  const choices = readChoices(params, lastFullYear(today), t);
  const statementWords = useStatementWords(choices.language);
  const days = periodDays(choices.period, fiscalStartMonth);
  const range = useMemo(() => periodInstants(days, timeZone), [days.from, days.to, timeZone]); // eslint-disable-line react-hooks/exhaustive-deps
  const run = useStatementsRun(range, choices.scope);
  const reading = run.state.phase === 'reading';
  // While only the donors are read again ("Check again"), the statements stay on the page.
  const shown =
    run.state.phase === 'read'
      ? run.state.result
      : run.state.phase === 'reading'
        ? run.state.shown
        : undefined;

  return (
    <Stack gap="lg">
      <IgnoredUrlParts
        problems={choices.problems}
        onClear={() => update((next) => choiceKeys.forEach((key) => next.delete(key)))}
      />
      <Paper withBorder p="md">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <StatementsChoices
            choices={choices}
            fiscalStartMonth={fiscalStartMonth}
            latestYear={Number(today.slice(0, 4))}
            disabled={reading}
          />
          <FundTaxChoices disabled={reading} />
        </SimpleGrid>
      </Paper>
      <Accordion variant="separated">
        <Accordion.Item value="letterhead">
          <Accordion.Control>{t('giving.statements.letterhead.title')}</Accordion.Control>
          <Accordion.Panel>
            <LetterheadForm />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group gap="sm">
        {reading ? (
          <Button variant="default" onClick={run.cancel}>
            {t('giving.shared.cancel')}
          </Button>
        ) : (
          <Button onClick={() => run.start()} disabled={choices.scope === undefined}>
            {run.state.phase === 'stopped'
              ? t('giving.statements.run.resume')
              : run.state.phase === 'read'
                ? t('giving.statements.run.generateAgain')
                : t('giving.statements.run.generate')}
          </Button>
        )}
      </Group>
      {run.state.phase === 'reading' && !shown && (
        <WalkProgressView progress={run.state.progress} />
      )}
      {run.state.phase === 'stopped' && (
        <Alert color="yellow" variant="light" role="status">
          {t('giving.statements.run.cancelled')}
        </Alert>
      )}
      {run.state.phase === 'failed' && (
        <QueryError
          error={run.state.error}
          onRetry={() => run.start()}
          what={t('giving.statements.run.what')}
        />
      )}
      {shown && (
        <RunResults
          result={shown}
          statementWords={statementWords}
          days={days}
          today={today}
          timeZone={timeZone}
          scope={choices.scope}
          checkingAgain={reading}
          onCheckAgain={() => run.start({ donorsOnly: true })}
        />
      )}
    </Stack>
  );
}

function RunResults({
  result,
  statementWords,
  days,
  today,
  timeZone,
  scope,
  onCheckAgain,
  checkingAgain,
}: {
  result: WalkResult;
  /** The words and formats of the files: the statements' language, maybe not the page's. */
  statementWords: StatementWords;
  days: PeriodDays;
  today: string;
  timeZone: string;
  scope: ReturnType<typeof readChoices>['scope'];
  onCheckAgain: () => void;
  checkingAgain: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const fundsSetting = useSharedSetting('giving-funds');
  const letterhead = useSharedSetting('statement-letterhead');
  const logo = useSharedSetting('statement-logo');
  const pdf = usePdfWorker();
  const [params, update] = useSearchParamsUpdate();

  const computed = useMemo(() => {
    if (!fundsSetting.data || !scope) return undefined;
    const settings = fundsSetting.data.value;
    const counted = new Set(
      result.funds.filter((f) => isTaxDeductible(settings, f.id)).map((f) => f.id),
    );
    return statementsOfRun(result, counted, scope, timeZone, t);
  }, [fundsSetting.data, result, scope, timeZone, t]);
  // The statements as the files say them: named in their language (the page's, or another).
  const files = useMemo(() => {
    if (!computed || statementWords.state !== 'ready') return undefined;
    const { t: fileT, locale: fileLocale } = statementWords;
    return { t: fileT, locale: fileLocale, statements: namedIn(fileT, computed.statements) };
  }, [computed, statementWords]);

  if (fundsSetting.isError) {
    return (
      <QueryError error={fundsSetting.error} what={t('giving.statements.run.fundSettingsWhat')} />
    );
  }
  if (!computed) return <Skeleton height={200} />;
  const { statements, proof } = computed;
  const fundNames = new Map(result.funds.map((f) => [f.id, f.name]));
  const fundName = (id: string) => fundNames.get(id) ?? t('giving.shared.fundNumber', { id });
  const fileFundName = (id: string) =>
    fundNames.get(id) ?? (files ? files.t('giving.shared.fundNumber', { id }) : id);
  const donorName = (id: string, words = t) => {
    const donor = result.donors.get(id);
    return donor
      ? `${donor.firstName} ${donor.lastName}`.trim()
      : words('giving.statements.names.unknownDonor', { id: id || '?' });
  };
  const gifts = new Set(statements.flatMap((s) => s.lines.map((l) => l.donationId))).size;
  const fileDays = { from: days.from, to: days.to };
  // Files drawn in another language than the one now chosen are not offered.
  const drawn =
    pdf.state.phase === 'done' && files && pdf.state.files.language === files.locale
      ? pdf.state.files
      : undefined;

  const generate = () => {
    if (!letterhead.data || !files) return;
    const stored = logo.data?.value.logo ?? null;
    const context: DocumentContext = {
      t: files.t,
      locale: files.locale,
      churchName: result.churchName,
      wording: letterhead.data.value,
      logo: stored ? { type: stored.type, bytes: bytesOf(stored.base64) } : null,
      days,
      today,
      fundName: fileFundName,
      donorName: (id) => donorName(id, files.t),
    };
    pdf.draw(pdfJob(files.statements, proof, context));
  };
  const how = [
    ...(result.listsPerPerson === undefined
      ? []
      : [t('giving.statements.run.onePerPerson', { count: result.listsPerPerson })]),
    ...result.asked.gifts,
  ];
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const pages = Math.max(1, Math.ceil(statements.length / pageSize));
  const shown = statements.slice(
    (Math.min(page, pages) - 1) * pageSize,
    Math.min(page, pages) * pageSize,
  );

  return (
    <Stack gap="lg">
      <Text>
        {t('giving.statements.results.summary', { statements: statements.length, gifts })}
      </Text>
      <Text size="xs" c="dimmed">
        {result.changesOnly
          ? t('giving.statements.run.changesOnly', { requests: result.requests })
          : t('giving.statements.run.readWith', { requests: result.requests })}{' '}
        {t('giving.statements.run.howRead', { how: how.join(', ') || '—' })}
      </Text>
      {statements.length === 0 ? (
        <Alert color="gray" variant="light">
          {t('giving.statements.results.none')}
        </Alert>
      ) : (
        <>
          <DeliverabilityPanel
            statements={statements}
            onCheckAgain={onCheckAgain}
            checking={checkingAgain}
          />
          <ProofPanel proof={proof} fundName={fundName} donorName={donorName} />
          <Stack gap="sm" component="section" aria-labelledby="files-title">
            <Title order={3} id="files-title" size="h4">
              {t('giving.statements.results.title')}
            </Title>
            {statementWords.state === 'failed' && (
              <QueryError
                error={statementWords.error}
                onRetry={statementWords.retry}
                what={t('giving.statements.language.what')}
              />
            )}
            <Group gap="sm">
              {pdf.state.phase === 'drawing' ? (
                <Button variant="default" onClick={pdf.cancel}>
                  {t('giving.shared.cancel')}
                </Button>
              ) : (
                <Button
                  onClick={generate}
                  disabled={!letterhead.data || !files}
                  loading={statementWords.state === 'loading'}
                >
                  {t('giving.statements.files.make')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                disabled={!files}
                onClick={() =>
                  files &&
                  downloadText(
                    statementsCsv(files.t, files.locale, files.statements, days),
                    exportFilename({
                      subject: files.t('giving.statements.filesSubject'),
                      days: fileDays,
                    }),
                  )
                }
              >
                {t('giving.statements.files.csv')}
              </Button>
            </Group>
            {pdf.state.phase === 'drawing' && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">
                  {t('giving.statements.files.progress', {
                    done:
                      pdf.state.progress?.phase === 'draw'
                        ? pdf.state.progress.done
                        : pdf.state.progress
                          ? statements.length
                          : 0,
                    total: statements.length,
                  })}
                </Text>
                <Progress
                  value={
                    pdf.state.progress
                      ? ((pdf.state.progress.phase === 'draw'
                          ? 0
                          : pdf.state.progress.phase === 'split'
                            ? 1
                            : 2) +
                          pdf.state.progress.done / Math.max(1, pdf.state.progress.total)) *
                        (100 / 3)
                      : 0
                  }
                  aria-label={t('giving.statements.run.step', { step: 'pdf' })}
                />
              </Stack>
            )}
            {pdf.state.phase === 'failed' && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={t('giving.statements.run.failed')}
              >
                <Text size="sm">{t('giving.statements.files.failed')}</Text>
                {pdf.state.detail !== '' && (
                  <Text size="xs" c="dimmed">
                    {t('giving.statements.files.failedDetail', { detail: pdf.state.detail })}
                  </Text>
                )}
              </Alert>
            )}
            {drawn && files && <Downloads files={drawn} days={fileDays} words={files.t} />}
            <StatementsTable statements={shown} locale={locale} files={drawn} />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) =>
                  update((p) => (next === 1 ? p.delete('page') : p.set('page', String(next))))
                }
                aria-label={t('giving.statements.results.title')}
              />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Downloads({
  files,
  days,
  words,
}: {
  files: PdfFiles;
  days: { from: string; to: string };
  /** The files' language, for their names. */
  words: Translate;
}) {
  const t = useT();
  const name = (extension: string) =>
    exportFilename({ subject: words('giving.statements.filesSubject'), days, extension });
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => downloadBlob(files.merged, name('pdf'))}
      >
        {t('giving.statements.files.merged')}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => downloadBlob(files.zip, name('zip'))}
      >
        {t('giving.statements.files.zip')}
      </Button>
    </Group>
  );
}

function StatementsTable({
  statements,
  locale,
  files,
}: {
  statements: readonly Statement[];
  locale: string;
  files: PdfFiles | undefined;
}) {
  const t = useT();
  return (
    <TableScrollContainer minWidth={560}>
      <Table striped aria-label={t('giving.statements.results.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('giving.statements.results.donor')}</Table.Th>
            <Table.Th ta="right">{t('giving.statements.results.gifts')}</Table.Th>
            <Table.Th ta="right">{t('giving.statements.results.total')}</Table.Th>
            <Table.Th>{t('giving.statements.results.delivery')}</Table.Th>
            <Table.Th>{t('giving.statements.results.pdf')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statements.map((statement) => {
            const single = files?.singles.get(statement.key);

            return (
              <Table.Tr key={statement.key}>
                <Table.Td>{statement.name}</Table.Td>
                <Table.Td ta="right">
                  {new Set(statement.lines.map((l) => l.donationId)).size}
                </Table.Td>
                <Table.Td ta="right">
                  {statement.totals.map((total) => formatMoney(total, locale)).join('; ')}
                </Table.Td>
                <Table.Td>{deliveryText(t, deliveryGaps(statement))}</Table.Td>
                <Table.Td>
                  {single && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={t('giving.statements.files.one', { name: statement.name })}
                      onClick={() => downloadBlob(single.blob, single.fileName)}
                    >
                      {t('giving.statements.files.pdf')}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </TableScrollContainer>
  );
}
