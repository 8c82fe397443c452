import type { Translate } from '../../lib/pure/i18n/translator';
import type { ExportProblems } from '../../rules/export-workflow';

/**
 * What to ask before exporting ("The file has 3 errors. Export anyway?"), or null when the
 * exported file would have no errors (warnings alone do not ask).
 */
export function exportQuestion(problems: ExportProblems, t: Translate): string | null {
  const { errors, fixedErrors, remainingErrors } = problems;
  if (remainingErrors === 0) return null;
  if (fixedErrors.count === 0) return t('rules.export.question', { errors });
  const how =
    fixedErrors.quotes && fixedErrors.renames ? 'both' : fixedErrors.renames ? 'renames' : 'quotes';
  return t('rules.export.questionWithFixes', {
    errors,
    fixed: fixedErrors.count,
    how,
    remaining: remainingErrors,
  });
}
