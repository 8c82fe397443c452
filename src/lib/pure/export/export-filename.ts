/**
 * The name of every file Narthex exports, from what it holds: what the rows are, what narrows
 * them (an event, a filter, a grouping) and the days they cover, never the day it was saved
 * ("attendance-2026-10-01-to-2026-10-31.csv", "check-ins-sunday-service-2026-11-22.csv",
 * "people.csv").
 */

export interface ExportFileName {
  /** What the rows are, plural: "check-ins", "giving people". */
  subject: string;
  /** What narrows them, each in a few words; empty ones are left out. */
  narrowing?: readonly string[];
  /** The days the rows cover (YYYY-MM-DD in the organization's zone, both included). */
  days?: { from?: string | undefined; to?: string | undefined };
  extension?: string;
}

/** The longest a word of the name gets (a long event name), so the whole name stays short. */
const maxWordLength = 40;

/** "Café Sunday (9:00)" → "cafe-sunday-9-00": lower case, letters and digits of any script. */
function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, maxWordLength)
    .replace(/^-+|-+$/g, '');
}

function daysPart({ from, to }: NonNullable<ExportFileName['days']>): string {
  if (from !== undefined && to !== undefined) return from === to ? from : `${from}-to-${to}`;
  if (from !== undefined) return `from-${from}`;
  return to === undefined ? '' : `until-${to}`;
}

export function exportFilename({
  subject,
  narrowing = [],
  days,
  extension = 'csv',
}: ExportFileName): string {
  const parts = [subject, ...narrowing].map(slug);
  if (days) parts.push(daysPart(days));
  const stem = parts.filter((part) => part !== '').join('-');
  return `${stem || 'export'}.${extension}`;
}

/** How a list query's where comparisons read in a name. */
const comparisonWords: Readonly<Record<string, string>> = {
  gte: 'from',
  gt: 'after',
  lte: 'until',
  lt: 'before',
};

/**
 * What narrows a list query, as words for its file name: each named filter ("first_time"), and
 * each where condition (`last_name: 'Smith'` → "last_name Smith", `system_message: true` →
 * "system_message", a comparison → "created_at from 2026-10-01").
 */
export function listNarrowing(options: { filter?: readonly string[]; where?: object }): string[] {
  const words = [...(options.filter ?? [])];
  for (const [name, value] of Object.entries(options.where ?? {})) {
    if (value === true) words.push(name);
    else if (value === false) words.push(`not ${name}`);
    else if (typeof value === 'string' || typeof value === 'number') words.push(`${name} ${value}`);
    else if (typeof value === 'object' && value !== null) {
      for (const [op, bound] of Object.entries(value)) {
        words.push(`${name} ${comparisonWords[op] ?? op} ${String(bound)}`);
      }
    }
  }
  return words;
}
