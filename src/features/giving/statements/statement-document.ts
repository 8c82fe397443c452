/**
 * What the PDF worker draws, as plain text already worded and formatted (money with Intl from
 * integer cents, days in the organization's zone): the worker gets no function, no record and
 * no word of its own, so a translation changes statement-words.ts only.
 */
import { formatDate } from '../../../lib/pure/dates';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { PostalAddress, Statement } from './statement-build';
import type { PeriodDays } from './statement-period';
import type { Proof } from './statement-proof';
import { statementWords as words } from './statement-words';

export type PaperSize = 'letter' | 'a4';

/** The letterhead and wording the statement settings hold (set once for every staff member). */
export interface StatementWording {
  address: string;
  contact: string;
  intro: string;
  taxNote: string;
  closing: string;
  signatureName: string;
  signatureTitle: string;
  paper: PaperSize;
}

export interface PdfLogo {
  type: 'png' | 'jpeg';
  bytes: Uint8Array;
}

export interface PdfStatement {
  key: string;
  fileName: string;
  documentTitle: string;
  /** Name, then the envelope's address lines. */
  recipient: string[];
  title: string;
  periodLine: string;
  issuedLine: string;
  intro: string;
  rows: { date: string; fund: string; amount: string }[];
  totals: { label: string; amount: string }[];
  taxNote: string;
  closing: string;
  signatureName: string;
  signatureTitle: string;
}

export interface PdfJob {
  paper: PaperSize;
  documentTitle: string;
  letterhead: {
    churchName: string;
    addressLines: string[];
    contact: string;
    logo: PdfLogo | null;
  };
  columns: { date: string; fund: string; amount: string };
  /** "Page {page} of {pages}". */
  pageOfTemplate: string;
  statements: PdfStatement[];
  proof: {
    title: string;
    lines: string[];
    columns: string[];
    rows: string[][];
    differences: string[];
  };
}

export interface DocumentContext {
  churchName: string;
  wording: StatementWording;
  logo: PdfLogo | null;
  days: PeriodDays;
  /** Today in the organization's zone (YYYY-MM-DD), the day statements are issued. */
  today: string;
  fundName: (fundId: string) => string;
  donorName: (personId: string) => string;
  locale?: string;
}

/** The envelope lines of an address: street, then "City, ST 12345". */
export function addressLines(address: PostalAddress): string[] {
  const place = [address.city, [address.state, address.zip].filter((p) => p !== '').join(' ')]
    .filter((p) => p.trim() !== '')
    .join(', ');
  return [address.street, place].filter((line) => line.trim() !== '');
}

/** The file a statement is saved as: "statement-ana-garcia-person-12-2025-01-01-to-2025-12-31.pdf". */
export function statementFileName(statement: Statement, days: PeriodDays): string {
  return exportFilename({
    subject: words.fileSubject,
    narrowing: [statement.name, statement.key],
    days,
    extension: 'pdf',
  });
}

function moneyText(amount: Money, locale: string | undefined) {
  return formatMoney(amount, locale);
}

export function pdfStatement(statement: Statement, context: DocumentContext): PdfStatement {
  const { wording, days, locale, fundName } = context;
  const title = `${words.statementTitle}: ${statement.name}`;
  const fundTotals = statement.fundTotals.map((t) => ({
    label: words.totalFor(fundName(t.fundId)),
    amount: moneyText(t.amount, locale),
  }));
  const grand =
    statement.fundTotals.length > 1 || statement.totals.length > 1
      ? statement.totals.map((t) => ({ label: words.grandTotal, amount: moneyText(t, locale) }))
      : [];
  return {
    key: statement.key,
    fileName: statementFileName(statement, days),
    documentTitle: title,
    recipient: [statement.name, ...(statement.address ? addressLines(statement.address) : [])],
    title: words.statementTitle,
    periodLine: words.periodLine(formatDate(days.from, locale), formatDate(days.to, locale)),
    issuedLine: words.issuedLine(formatDate(context.today, locale)),
    intro: wording.intro,
    rows: statement.lines.map((line) => ({
      date: formatDate(line.day, locale),
      fund: fundName(line.fundId),
      amount: moneyText(line.amount, locale),
    })),
    totals: [...fundTotals, ...grand],
    taxNote: wording.taxNote,
    closing: wording.closing,
    signatureName: wording.signatureName,
    signatureTitle: wording.signatureTitle,
  };
}

/** The proof as the merged PDF's last pages show it. */
export function proofPage(proof: Proof, statements: number, context: DocumentContext) {
  const { locale, fundName, donorName } = context;
  const money = (m: Money | null) => (m ? moneyText(m, locale) : words.notThere);
  return {
    title: words.proofPageTitle,
    lines: [
      words.proofPageLine(statements),
      proof.agrees ? words.proofAgrees : words.proofDisagrees(proof.differences.length),
      words.proofHow,
    ],
    columns: Object.values(words.proofColumns),
    rows: proof.rows.map((row) => [
      fundName(row.fundId),
      row.currency,
      money(row.statements),
      money(row.independent),
      money(row.difference),
    ]),
    differences: proof.differences.map((d) =>
      words.proofDifference(
        d.donationId,
        donorName(d.personId),
        fundName(d.fundId),
        money(d.onStatements),
        money(d.independent),
      ),
    ),
  };
}

export function pdfJob(
  statements: readonly Statement[],
  proof: Proof,
  context: DocumentContext,
): PdfJob {
  const { wording, days } = context;
  return {
    paper: wording.paper,
    documentTitle: `${words.pageTitle}: ${context.churchName}, ${days.from} – ${days.to}`,
    letterhead: {
      churchName: context.churchName,
      addressLines: wording.address.split('\n').filter((line) => line.trim() !== ''),
      contact: wording.contact,
      logo: context.logo,
    },
    columns: { ...words.pdfColumns },
    pageOfTemplate: words.pageOf('{page}', '{pages}'),
    statements: statements.map((s) => pdfStatement(s, context)),
    proof: proofPage(proof, statements.length, context),
  };
}
