/** GID-shaped values: quoted digit strings. Unquoted numbers are reported with a quoting fix. */
import type { Scalar } from 'yaml';

import type { DiagnosticFix } from './diagnostic';
import { DIGITS, isUnquotedDate, isUnquotedNumber, sourceText, type YamlNode } from './yaml-nodes';

/** `123` → `'123'`, keeping every digit as written (a number would lose leading zeros). */
export function quoteFix(node: Scalar, text: string): DiagnosticFix | undefined {
  const range = node.range;
  if (!range) return undefined;
  const written = sourceText(node, text);
  return { label: `Quote it: '${written}'`, from: range[0], to: range[1], insert: `'${written}'` };
}

/** A plain number or date that quoting turns into the text the author wrote. */
export function isQuotable(node: YamlNode): node is Scalar {
  return isUnquotedNumber(node) || isUnquotedDate(node);
}

/** Extra words for an unquoted number or date: what YAML turned it into, and the fix. */
export function unquotedScalarNote(node: YamlNode, text: string): string {
  if (isUnquotedDate(node)) {
    const written = sourceText(node, text);
    return ` — ${written} is an unquoted date: the action's YAML reader (js-yaml) makes it a date, not text; quote it: '${written}'`;
  }
  if (!isUnquotedNumber(node)) return '';
  const written = sourceText(node, text);
  const changed = String(node.value) !== written ? ` (YAML reads it as ${String(node.value)})` : '';
  return ` — ${written} is an unquoted number${changed}; quote it: '${written}'`;
}

export function isGidString(value: unknown): boolean {
  return typeof value === 'string' && DIGITS.test(value);
}
