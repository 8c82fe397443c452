/**
 * docs/decisions.md opens with an index of every decision and its status, written from the
 * entries themselves: `npm run decisions:index` rewrites it, and a test fails when it is stale.
 * An entry is superseded when a later one says "supersedes Dn" or it says "Superseded by Dm"
 * itself; the test wants both, so a reader who lands on the old entry does not take it for current.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const DECISIONS_FILE = fileURLToPath(new URL('../docs/decisions.md', import.meta.url));

const START =
  '<!-- decisions-index: written by `npm run decisions:index` from the entries below -->';
const END = '<!-- /decisions-index -->';

export interface DecisionEntry {
  readonly id: number;
  readonly title: string;
  readonly section: string;
  readonly text: string;
  /** The entries this one says it supersedes ("supersedes Dn"). */
  readonly supersedes: readonly number[];
  /** The entry this one says supersedes it ("Superseded by Dn"). */
  readonly supersededBy: number | undefined;
}

/** Every entry (`**Dn. Title.** …`) with its section and its text up to the next entry. */
export function decisionEntries(markdown: string): DecisionEntry[] {
  const body = withoutIndex(markdown);
  const heads = [...body.matchAll(/^\*\*D(\d+)\. ([\s\S]+?)\*\*/gm)];
  return heads.map((head, i) => {
    const start = head.index;
    const next = heads[i + 1]?.index ?? body.length;
    const text = body.slice(start, next);
    const sections = [...body.slice(0, start).matchAll(/^## (.+)$/gm)];
    return {
      id: Number(head[1]),
      title: (head[2] ?? '').replace(/\s+/g, ' ').replace(/\.$/, ''),
      section: sections.at(-1)?.[1] ?? '',
      text,
      supersedes: [...text.matchAll(/\bsupersedes D(\d+)/gi)].map((m) => Number(m[1])),
      supersededBy: Number(/superseded by D(\d+)/i.exec(text)?.[1]) || undefined,
    };
  });
}

/** Which entry supersedes each superseded one. */
export function supersededBy(entries: readonly DecisionEntry[]): Map<number, number> {
  const by = new Map<number, number>();
  for (const entry of entries) {
    for (const old of entry.supersedes) by.set(old, entry.id);
    if (entry.supersededBy !== undefined) by.set(entry.id, entry.supersededBy);
  }
  return by;
}

function withoutIndex(markdown: string): string {
  const start = markdown.indexOf(START);
  const end = markdown.indexOf(END);
  if (start === -1 || end === -1) return markdown;
  return markdown.slice(0, start) + markdown.slice(end + END.length).replace(/^\n+/, '');
}

/** The file with its index (before the first section) written from its entries. */
export function decisionsWithIndex(markdown: string): string {
  const body = withoutIndex(markdown);
  const entries = decisionEntries(body);
  const by = supersededBy(entries);
  const sections = [...new Set(entries.map((entry) => entry.section))];
  const lines = sections.flatMap((section) => [
    `- ${section}:`,
    ...entries
      .filter((entry) => entry.section === section)
      .map((entry) => {
        const later = by.get(entry.id);
        return `  - D${entry.id}. ${entry.title}${later === undefined ? '' : ` (superseded by D${later})`}`;
      }),
  ]);
  const index = [START, '', '## Index', '', ...lines, '', END, '', ''].join('\n');
  const firstSection = body.search(/^## /m);
  return firstSection === -1
    ? `${body}\n${index}`
    : body.slice(0, firstSection) + index + body.slice(firstSection);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(DECISIONS_FILE, decisionsWithIndex(readFileSync(DECISIONS_FILE, 'utf8')));
}
