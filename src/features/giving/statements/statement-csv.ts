/**
 * The mail-merge CSV: one row per statement with the envelope's fields, the e-mail, the number
 * of gifts, the total as printed and as a decimal per currency (for a merge field that does its
 * own formatting), and the name of the statement's PDF in the ZIP.
 */
import { toCsv, type CsvColumn } from '../../../lib/pure/export/csv';
import { decimalText, formatMoney } from '../../../lib/pure/money';
import type { Statement } from './statement-build';
import { statementFileName } from './statement-document';
import type { PeriodDays } from './statement-period';
import { statementWords as words } from './statement-words';

export function statementsCsv(
  statements: readonly Statement[],
  days: PeriodDays,
  locale?: string,
): string {
  const currencies = [
    ...new Set(statements.flatMap((s) => s.totals.map((t) => t.currency))),
  ].sort();
  const c = words.csvColumns;
  const columns: CsvColumn<Statement>[] = [
    { header: c.name, value: (s) => s.name },
    { header: c.street, value: (s) => s.address?.street },
    { header: c.city, value: (s) => s.address?.city },
    { header: c.state, value: (s) => s.address?.state },
    { header: c.zip, value: (s) => s.address?.zip },
    { header: c.email, value: (s) => s.email },
    { header: c.gifts, value: (s) => new Set(s.lines.map((l) => l.donationId)).size },
    { header: c.total, value: (s) => s.totals.map((t) => formatMoney(t, locale)).join('; ') },
    ...currencies.map((currency): CsvColumn<Statement> => ({
      header: c.totalIn(currency),
      value: (s) => {
        const total = s.totals.find((t) => t.currency === currency);
        return total ? decimalText(total) : undefined;
      },
    })),
    { header: c.from, value: () => days.from },
    { header: c.to, value: () => days.to },
    { header: c.file, value: (s) => statementFileName(s, days) },
  ];
  return toCsv(statements, columns);
}
