/**
 * The name of every file Narthex exports, from what it holds: what the rows are, what narrows
 * them (an event, a filter, a grouping) and the days they cover, never the day it was saved
 * ("attendance-2026-10-01-to-2026-10-31.csv", "check-ins-sunday-service-2026-11-22.csv",
 * "people.csv"). Given the interface language's `t`, its own words are in that language
 * ("asistencia-2026-10-01-a-2026-10-31.csv", with the subject the caller translated); without
 * one, they are English.
 */
import type { MessageId } from '../../../messages/message-id';
import { fieldLabel } from '../i18n/field-label';
import type { Translate, MessageValues } from '../i18n/translator';

/** The file name's own words: the interface language's with `t`, else English. */
function wordsOf(t: Translate | undefined) {
  return (id: MessageId, english: string, values: MessageValues = {}): string =>
    t ? t(id, values) : english;
}

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

function daysPart({ from, to }: NonNullable<ExportFileName['days']>, t?: Translate): string {
  const say = wordsOf(t);
  if (from !== undefined && to !== undefined) {
    return from === to
      ? from
      : slug(say('fields.export.fileDays', `${from}-to-${to}`, { from, to }));
  }
  if (from !== undefined) return slug(say('fields.export.fileFrom', `from-${from}`, { from }));
  return to === undefined ? '' : slug(say('fields.export.fileUntil', `until-${to}`, { to }));
}

export function exportFilename(
  { subject, narrowing = [], days, extension = 'csv' }: ExportFileName,
  t?: Translate,
): string {
  const parts = [subject, ...narrowing].map(slug);
  if (days) parts.push(daysPart(days, t));
  const stem = parts.filter((part) => part !== '').join('-');
  return `${stem || slug(wordsOf(t)('fields.export.fileFallback', 'export'))}.${extension}`;
}

/** How a list query's where comparisons read in a name. */
const comparisons: Readonly<Record<string, { id: MessageId; english: string }>> = {
  gte: { id: 'fields.export.whereFrom', english: 'from' },
  gt: { id: 'fields.export.whereAfter', english: 'after' },
  lte: { id: 'fields.export.whereUntil', english: 'until' },
  lt: { id: 'fields.export.whereBefore', english: 'before' },
};

/**
 * What narrows a list query, as words for its file name: each named filter ("first_time"), and
 * each where condition (`last_name: 'Smith'` → "last_name Smith", `system_message: true` →
 * "system_message", a comparison → "created_at from 2026-10-01"). Given `t`, attributes go by
 * their labels and the words are the interface language's ("Apellido Smith").
 */
export function listNarrowing(
  options: { filter?: readonly string[]; where?: object },
  t?: Translate,
): string[] {
  const say = wordsOf(t);
  const words = [...(options.filter ?? [])];
  for (const [name, value] of Object.entries(options.where ?? {})) {
    const field = t ? fieldLabel(t, name) : name;
    if (value === true) words.push(field);
    else if (value === false) words.push(say('fields.export.whereNot', `not ${name}`, { field }));
    else if (typeof value === 'string' || typeof value === 'number') {
      words.push(`${field} ${value}`);
    } else if (typeof value === 'object' && value !== null) {
      for (const [op, bound] of Object.entries(value)) {
        const comparison = comparisons[op];
        const english = `${name} ${comparison?.english ?? op} ${String(bound)}`;
        words.push(
          comparison
            ? say(comparison.id, english, { field, value: String(bound) })
            : `${field} ${op} ${String(bound)}`,
        );
      }
    }
  }
  return words;
}
