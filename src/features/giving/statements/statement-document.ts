/**
 * What the PDF worker draws, as plain text already worded and formatted in the statements'
 * language (the catalogs' giving.statements messages through `t`, money with Intl from integer
 * cents, days in the organization's zone, both in `locale`): the worker gets no function, no
 * record, no catalog and no word of its own.
 */
import { formatDate } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { formatMoney, type Money } from '../../../lib/pure/money';
import { exportFilename } from '../../../lib/pure/export/export-filename';
import type { PostalAddress, Statement } from './statement-build';
import type { PeriodDays } from './statement-period';
import type { Proof } from './statement-proof';

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
  /** The statements' language as a BCP 47 tag, for the PDFs' metadata (es-MX, en-US…). */
  language: string;
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
  /** The statements' language: its messages… */
  t: Translate;
  /** …and the locale its money and days are formatted in. */
  locale: string;
  churchName: string;
  /** As the organization wrote it; what it left empty takes the default wording in `t`. */
  wording: StatementWording;
  logo: PdfLogo | null;
  days: PeriodDays;
  /** Today in the organization's zone (YYYY-MM-DD), the day statements are issued. */
  today: string;
  fundName: (fundId: string) => string;
  donorName: (personId: string) => string;
}

/** The wording with what the organization left empty filled in with the default, in `t`. */
export function withDefaultWording<
  W extends Pick<StatementWording, 'intro' | 'taxNote' | 'closing'>,
>(t: Translate, wording: W): W {
  return {
    ...wording,
    intro: wording.intro || t('giving.statements.wording.intro'),
    taxNote: wording.taxNote || t('giving.statements.wording.taxNote'),
    closing: wording.closing || t('giving.statements.wording.closing'),
  };
}

/** The envelope lines of an address: street, then "City, ST 12345". */
export function addressLines(address: PostalAddress): string[] {
  const place = [address.city, [address.state, address.zip].filter((p) => p !== '').join(' ')]
    .filter((p) => p.trim() !== '')
    .join(', ');
  return [address.street, place].filter((line) => line.trim() !== '');
}

/** The file a statement is saved as: "statement-ana-garcia-person-12-2025-01-01-to-2025-12-31.pdf". */
export function statementFileName(t: Translate, statement: Statement, days: PeriodDays): string {
  return exportFilename({
    subject: t('giving.statements.fileSubject'),
    narrowing: [statement.name, statement.key],
    days,
    extension: 'pdf',
  });
}

/**
 * One statement's text. `statement.name` is said in the statements' language already
 * (statement-build.ts, namedIn); the wording's empty parts take the default in `t`.
 */
export function pdfStatement(statement: Statement, context: DocumentContext): PdfStatement {
  const { t, days, locale, fundName } = context;
  const wording = withDefaultWording(t, context.wording);
  const fundTotals = statement.fundTotals.map((total) => ({
    label: t('giving.statements.pdf.totalLine', { fund: fundName(total.fundId) }),
    amount: formatMoney(total.amount, locale),
  }));
  const grand =
    statement.fundTotals.length > 1 || statement.totals.length > 1
      ? statement.totals.map((total) => ({
          label: t('giving.statements.pdf.grandTotal'),
          amount: formatMoney(total, locale),
        }))
      : [];
  return {
    key: statement.key,
    fileName: statementFileName(t, statement, days),
    documentTitle: t('giving.statements.pdf.documentTitle', { name: statement.name }),
    recipient: [statement.name, ...(statement.address ? addressLines(statement.address) : [])],
    title: t('giving.statements.pdf.title'),
    periodLine: t('giving.statements.pdf.periodLine', {
      from: formatDate(days.from, locale),
      to: formatDate(days.to, locale),
    }),
    issuedLine: t('giving.statements.pdf.issuedLine', { day: formatDate(context.today, locale) }),
    intro: wording.intro,
    rows: statement.lines.map((line) => ({
      date: formatDate(line.day, locale),
      fund: fundName(line.fundId),
      amount: formatMoney(line.amount, locale),
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
  const { t, locale, fundName, donorName } = context;
  const money = (m: Money | null) =>
    m ? formatMoney(m, locale) : t('giving.statements.proof.none');
  return {
    title: t('giving.statements.pdf.proofTitle'),
    lines: [
      t('giving.statements.pdf.proofLine', { count: statements }),
      proof.agrees
        ? t('giving.statements.proof.agrees')
        : t('giving.statements.proof.disagrees', { count: proof.differences.length }),
      t('giving.statements.proof.how'),
    ],
    columns: proofColumns(t),
    rows: proof.rows.map((row) => [
      fundName(row.fundId),
      row.currency,
      money(row.statements),
      money(row.independent),
      money(row.difference),
    ]),
    differences: proof.differences.map((d) =>
      t('giving.statements.proof.giftDifference', {
        gift: d.donationId,
        donor: donorName(d.personId),
        fund: fundName(d.fundId),
        stated: money(d.onStatements),
        read: money(d.independent),
      }),
    ),
  };
}

/** The proof table's headings, on the page and in the PDF. */
export function proofColumns(t: Translate): string[] {
  return [
    t('giving.statements.proof.fund'),
    t('giving.statements.proof.currency'),
    t('giving.statements.proof.onStatements'),
    t('giving.statements.proof.givingTotals'),
    t('giving.statements.proof.difference'),
  ];
}

export function pdfJob(
  statements: readonly Statement[],
  proof: Proof,
  context: DocumentContext,
): PdfJob {
  const { t, wording, days } = context;
  return {
    language: context.locale,
    paper: wording.paper,
    documentTitle: t('giving.statements.pdf.runTitle', {
      church: context.churchName,
      from: days.from,
      to: days.to,
    }),
    letterhead: {
      churchName: context.churchName,
      addressLines: wording.address.split('\n').filter((line) => line.trim() !== ''),
      contact: wording.contact,
      logo: context.logo,
    },
    columns: {
      date: t('giving.statements.pdf.date'),
      fund: t('giving.statements.pdf.fund'),
      amount: t('giving.statements.pdf.amount'),
    },
    // The worker fills in each page's numbers.
    pageOfTemplate: t('giving.statements.pdf.pageOf', { page: '{page}', pages: '{pages}' }),
    statements: statements.map((s) => pdfStatement(s, context)),
    proof: proofPage(proof, statements.length, context),
  };
}
