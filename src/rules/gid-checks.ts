/** GID-shaped values: quoted digit strings. Unquoted numbers are reported with a quoting fix. */
import type { Scalar } from 'yaml';

import type { DiagnosticFix } from './diagnostic';
import { DIGITS, isUnquotedNumber, sourceText, type YamlNode } from './yaml-nodes';

/** `123` → `'123'`, keeping every digit as written (a number would lose leading zeros). */
export function quoteFix(node: Scalar, text: string): DiagnosticFix | undefined {
  const range = node.range;
  if (!range) return undefined;
  const written = sourceText(node, text);
  return { label: `Quote it: '${written}'`, from: range[0], to: range[1], insert: `'${written}'` };
}

/** Extra words for an unquoted number: what YAML turned it into. */
export function unquotedNumberNote(node: YamlNode, text: string): string {
  if (!isUnquotedNumber(node)) return '';
  const written = sourceText(node, text);
  const changed = String(node.value) !== written ? ` (YAML reads it as ${String(node.value)})` : '';
  return ` — ${written} is an unquoted number${changed}; quote it: '${written}'`;
}

export function isGidString(value: unknown): boolean {
  return typeof value === 'string' && DIGITS.test(value);
}
