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
import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { formatMoney } from '../../../lib/pure/money';
import { useOrganizationTimeZone } from '../../../lib/browser/organization-time-zone';
import { useSharedSetting } from '../../../lib/browser/shared-settings';
import { IgnoredUrlParts, QueryError } from '../../../ui/query-error';
import { TableScrollContainer } from '../../../ui/table-scroll-container';
import { GivingHeader } from '../shared/giving-tabs';
import { FundTaxChoices } from './fund-tax-choices';
import { LetterheadForm, withDefaultWording } from './letterhead-form';
import { deliveryGaps, type Statement } from './statement-build';
import { statementsCsv } from './statement-csv';
import { pdfJob, statementFileName, type DocumentContext } from './statement-document';
import { lastFullYear, periodDays, periodInstants, type PeriodDays } from './statement-period';
import { statementWords as words } from './statement-words';
import { readChoices, StatementsChoices } from './statements-choices';
import { DeliverabilityPanel, ProofPanel, WalkProgressView } from './statements-panels';
import { statementsOfRun, type WalkResult } from './statements-walk';
import { usePdfWorker, type PdfFiles } from './use-pdf-worker';
import { useStatementsRun } from './use-statements-run';

const pageSize = 50;

function bytesOf(base64: string): Uint8Array {
  const binary = atob(base64);
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

export function StatementsPage() {
  const { timeZone } = useOrganizationTimeZone();
  return (
    <>
      <GivingHeader title={words.pageTitle} description={words.pageDescription} />
      {timeZone === undefined ? <Skeleton height={320} /> : <Statements timeZone={timeZone} />}
    </>
  );
}

function Statements({ timeZone }: { timeZone: string }) {
  const [params, update] = useSearchParamsUpdate();
  const today = todayIn(timeZone);
  const letterhead = useSharedSetting('statement-letterhead');
  const fiscalStartMonth = letterhead.data?.value.fiscalStartMonth ?? 1;
  const choices = readChoices(params, lastFullYear(today));
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
        onClear={() =>
          update((next) => ['year', 'fiscal', 'from', 'to'].forEach((k) => next.delete(k)))
        }
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
          <Accordion.Control>{words.letterheadTitle}</Accordion.Control>
          <Accordion.Panel>
            <LetterheadForm />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      <Group gap="sm">
        {reading ? (
          <Button variant="default" onClick={run.cancel}>
            {words.cancel}
          </Button>
        ) : (
          <Button onClick={() => run.start()} disabled={choices.scope === undefined}>
            {run.state.phase === 'stopped'
              ? words.resume
              : run.state.phase === 'read'
                ? words.generateAgain
                : words.generate}
          </Button>
        )}
      </Group>
      {run.state.phase === 'reading' && !shown && (
        <WalkProgressView progress={run.state.progress} />
      )}
      {run.state.phase === 'stopped' && (
        <Alert color="yellow" variant="light" role="status">
          {words.cancelled}
        </Alert>
      )}
      {run.state.phase === 'failed' && (
        <QueryError
          error={run.state.error}
          onRetry={() => run.start()}
          what={words.loading.statements}
        />
      )}
      {shown && (
        <RunResults
          result={shown}
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
  days,
  today,
  timeZone,
  scope,
  onCheckAgain,
  checkingAgain,
}: {
  result: WalkResult;
  days: PeriodDays;
  today: string;
  timeZone: string;
  scope: ReturnType<typeof readChoices>['scope'];
  onCheckAgain: () => void;
  checkingAgain: boolean;
}) {
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
    return statementsOfRun(result, counted, scope, timeZone);
  }, [fundsSetting.data, result, scope, timeZone]);

  if (fundsSetting.isError)
    return <QueryError error={fundsSetting.error} what={words.loading.fundSettings} />;
  if (!computed) return <Skeleton height={200} />;
  const { statements, proof } = computed;
  const fundNames = new Map(result.funds.map((f) => [f.id, f.name]));
  const fundName = (id: string) => fundNames.get(id) ?? words.unknownFund(id);
  const donorName = (id: string) => {
    const donor = result.donors.get(id);
    return donor ? `${donor.firstName} ${donor.lastName}`.trim() : words.unknownDonor(id || '?');
  };
  const gifts = new Set(statements.flatMap((s) => s.lines.map((l) => l.donationId))).size;
  const fileDays = { from: days.from, to: days.to };

  const generate = () => {
    if (!letterhead.data) return;
    const stored = logo.data?.value.logo ?? null;
    const context: DocumentContext = {
      churchName: result.churchName,
      wording: withDefaultWording(letterhead.data.value),
      logo: stored ? { type: stored.type, bytes: bytesOf(stored.base64) } : null,
      days,
      today,
      fundName,
      donorName,
    };
    pdf.draw(pdfJob(statements, proof, context));
  };
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const pages = Math.max(1, Math.ceil(statements.length / pageSize));
  const shown = statements.slice(
    (Math.min(page, pages) - 1) * pageSize,
    Math.min(page, pages) * pageSize,
  );

  return (
    <Stack gap="lg">
      <Text>{words.resultsSummary(statements.length, gifts)}</Text>
      <Text size="xs" c="dimmed">
        {result.changesOnly
          ? words.reusedRun(result.requests)
          : words.readRequests(result.requests)}{' '}
        {words.howRead(result.asked.gifts.join(', ') || '—')}
      </Text>
      {statements.length === 0 ? (
        <Alert color="gray" variant="light">
          {words.noStatements}
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
              {words.resultsTitle}
            </Title>
            <Group gap="sm">
              {pdf.state.phase === 'drawing' ? (
                <Button variant="default" onClick={pdf.cancel}>
                  {words.cancel}
                </Button>
              ) : (
                <Button onClick={generate} disabled={!letterhead.data}>
                  {words.makePdfs}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden="true" />}
                onClick={() =>
                  downloadText(
                    statementsCsv(statements, days),
                    exportFilename({ subject: words.filesSubject, days: fileDays }),
                  )
                }
              >
                {words.downloadCsv}
              </Button>
            </Group>
            {pdf.state.phase === 'drawing' && (
              <Stack gap={4} role="status" aria-live="polite">
                <Text size="sm">
                  {words.pdfProgress(
                    pdf.state.progress?.phase === 'draw'
                      ? pdf.state.progress.done
                      : pdf.state.progress
                        ? statements.length
                        : 0,
                    statements.length,
                  )}
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
                  aria-label={words.steps.pdf}
                />
              </Stack>
            )}
            {pdf.state.phase === 'failed' && (
              <Alert color="red" variant="light" role="alert" title={words.failed}>
                {pdf.state.message}
              </Alert>
            )}
            {pdf.state.phase === 'done' && <Downloads files={pdf.state.files} days={fileDays} />}
            <StatementsTable
              statements={shown}
              days={days}
              files={pdf.state.phase === 'done' ? pdf.state.files : undefined}
            />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={Math.min(page, pages)}
                onChange={(next) =>
                  update((p) => (next === 1 ? p.delete('page') : p.set('page', String(next))))
                }
                aria-label={words.resultsTitle}
              />
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

function Downloads({ files, days }: { files: PdfFiles; days: { from: string; to: string } }) {
  const name = (extension: string) =>
    exportFilename({ subject: words.filesSubject, days, extension });
  return (
    <Group gap="sm">
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => downloadBlob(files.merged, name('pdf'))}
      >
        {words.downloadMerged}
      </Button>
      <Button
        variant="light"
        leftSection={<IconDownload size={16} aria-hidden="true" />}
        onClick={() => downloadBlob(files.zip, name('zip'))}
      >
        {words.downloadZip}
      </Button>
    </Group>
  );
}

function StatementsTable({
  statements,
  days,
  files,
}: {
  statements: readonly Statement[];
  days: PeriodDays;
  files: PdfFiles | undefined;
}) {
  const c = words.resultColumns;
  return (
    <TableScrollContainer minWidth={560}>
      <Table striped aria-label={words.resultsTitle}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{c.name}</Table.Th>
            <Table.Th ta="right">{c.gifts}</Table.Th>
            <Table.Th ta="right">{c.total}</Table.Th>
            <Table.Th>{c.delivery}</Table.Th>
            <Table.Th>{c.pdf}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {statements.map((statement) => {
            const single = files?.singles.get(statement.key);
            const gaps = deliveryGaps(statement);
            return (
              <Table.Tr key={statement.key}>
                <Table.Td>{statement.name}</Table.Td>
                <Table.Td ta="right">
                  {new Set(statement.lines.map((l) => l.donationId)).size}
                </Table.Td>
                <Table.Td ta="right">
                  {statement.totals.map((t) => formatMoney(t)).join('; ')}
                </Table.Td>
                <Table.Td>
                  {gaps.length === 2
                    ? words.missingBoth
                    : gaps[0] === 'address'
                      ? words.missingAddress
                      : gaps[0] === 'email'
                        ? words.missingEmail
                        : words.deliverable}
                </Table.Td>
                <Table.Td>
                  {single && (
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={words.downloadOne(statement.name)}
                      onClick={() => downloadBlob(single, statementFileName(statement, days))}
                    >
                      {words.pdfButton}
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
