/**
 * The mail-merge CSV: one row per statement with the envelope's fields, the e-mail, the number
 * of gifts, the total as printed and as a decimal per currency (for a merge field that does its
 * own formatting), and the name of the statement's PDF in the ZIP. Its headings, names and
 * printed totals are in the statements' language (`t`, `locale`), as the PDFs are.
 */
import { toCsv, type CsvColumn } from '../../../lib/pure/export/csv';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { decimalText, formatMoney } from '../../../lib/pure/money';
import type { Statement } from './statement-build';
import { statementFileName } from './statement-document';
import type { PeriodDays } from './statement-period';

export function statementsCsv(
  t: Translate,
  locale: string,
  statements: readonly Statement[],
  days: PeriodDays,
): string {
  const currencies = [
    ...new Set(statements.flatMap((s) => s.totals.map((total) => total.currency))),
  ].sort();
  const columns: CsvColumn<Statement>[] = [
    { header: t('giving.statements.csv.name'), value: (s) => s.name },
    { header: t('giving.statements.csv.street'), value: (s) => s.address?.street },
    { header: t('giving.statements.csv.city'), value: (s) => s.address?.city },
    { header: t('giving.statements.csv.state'), value: (s) => s.address?.state },
    { header: t('giving.statements.csv.zip'), value: (s) => s.address?.zip },
    { header: t('giving.statements.csv.email'), value: (s) => s.email },
    {
      header: t('giving.statements.csv.gifts'),
      value: (s) => new Set(s.lines.map((l) => l.donationId)).size,
    },
    {
      header: t('giving.statements.csv.total'),
      value: (s) => s.totals.map((total) => formatMoney(total, locale)).join('; '),
    },
    ...currencies.map((currency): CsvColumn<Statement> => ({
      header: t('giving.statements.csv.totalIn', { currency }),
      value: (s) => {
        const total = s.totals.find((each) => each.currency === currency);
        return total ? decimalText(total) : undefined;
      },
    })),
    { header: t('giving.statements.csv.from'), value: () => days.from },
    { header: t('giving.statements.csv.to'), value: () => days.to },
    { header: t('giving.statements.csv.file'), value: (s) => statementFileName(t, s, days) },
  ];
  return toCsv(statements, columns);
}
