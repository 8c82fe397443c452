import type { Translate } from '../i18n/translator';
import { fieldProblem, type FormValue, type WriteField } from './catalog-fields';
import { DEFAULT_MAX_LENGTH, tooLongProblem } from './text-rules';

/**
 * Every field's problem as a catalog form sees it, in `t`'s language: the catalog's type,
 * allowed values and requiredness (whitespace-only is empty), then a bounded length for text.
 */
export function catalogFieldProblems(
  t: Translate,
  fields: readonly WriteField[],
  values: Readonly<Record<string, FormValue>>,
  maxLengths: Readonly<Record<string, number>> = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of fields) {
    const value = values[field.name];
    if (value === undefined) continue;
    const problem =
      fieldProblem(t, field, value) ??
      (field.spec.type === 'string' && typeof value === 'string'
        ? tooLongProblem(t, value, maxLengths[field.name] ?? DEFAULT_MAX_LENGTH)
        : undefined);
    if (problem !== undefined) problems[field.name] = problem;
  }
  return problems;
}
