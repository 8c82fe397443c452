import { unparse } from 'papaparse';

/** A cell as a column produces it; numbers stay numbers, missing values become empty cells. */
export type CsvValue = string | number | boolean | null | undefined;

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => CsvValue;
}

/**
 * Characters that make a spreadsheet read a text cell as a formula (OWASP's "CSV injection"
 * list): =, +, -, @, and tab or carriage return before them.
 */
const formulaStart = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet will show as text, never run as a formula. */
export function guardCell(text: string): string {
  // A plain decimal (a negative amount) cannot be a formula and must stay a number.
  if (/^-?\d+(\.\d+)?$/.test(text)) return text;
  return formulaStart.test(text) ? `'${text}` : text;
}

function cellText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  // Numbers are written as numbers (a negative amount stays a number, not text).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  return guardCell(value);
}

/**
 * CSV text (RFC 4180: every field quoted, every line ended by CRLF) of rows under the columns'
 * headers.
 */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const text = unparse(
    {
      fields: columns.map((column) => guardCell(column.header)),
      data: rows.map((row) => columns.map((column) => cellText(column.value(row)))),
    },
    { quotes: true, newline: '\r\n', escapeFormulae: false },
  );
  // papaparse ends the last line only when there are no rows; end it always.
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
