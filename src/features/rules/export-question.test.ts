import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../lib/pure/i18n/translator';
import { analyzeRules } from '../../rules/analyze';
import { exportProblems } from '../../rules/export-workflow';
import { BOT_RULES_ACTION, createRule } from '../../rules/test-fixtures';
import { testLanguage } from '../../ui/testing/test-providers';
import { exportQuestion } from './export-question';

const english = translatorOf(testLanguage().i18n);
const spanish = translatorOf(testLanguage('es').i18n);

const question = (rules: string, t = english) =>
  exportQuestion(exportProblems(analyzeRules(rules)), t);

/** Three errors: an unquoted GID and the spec's name (export fixes both), and a missing one. */
const threeErrors = createRule({
  when: ['event: pull_request', 'action: opened', 'has_tracker_tasks: false'],
  task: ["project: 'x'", 'workspace: 12', "title: '{{pr.titel}}'"],
});
/** One error export does not fix: no project. */
const oneError = createRule({
  when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
  task: ["workspace: '2'", "title: 't'"],
});

describe('the question before exporting', () => {
  it('asks nothing when the exported file has no errors', () => {
    expect(question(BOT_RULES_ACTION)).toBeNull();
    expect(
      question(createRule({ task: ["project: '1'", 'workspace: 2', "title: 't'"] })),
    ).toBeNull();
  });

  it('says how many errors there are, and which export fixes', () => {
    expect(question(oneError)).toBe('The file has 1 error. Export anyway?');
    expect(question(threeErrors)).toBe(
      "The file has 3 errors (export fixes 2 by quoting GIDs and renaming to the action's names; 1 remains). Export anyway?",
    );
  });

  it('asks in Spanish, one error and many', () => {
    expect(question(oneError, spanish)).toBe('El archivo tiene 1 error. ¿Exportar de todos modos?');
    expect(question(threeErrors, spanish)).toBe(
      'El archivo tiene 3 errores (al exportar se corrigen 2 poniendo los GID entre comillas y usando los nombres de la acción; queda 1). ¿Exportar de todos modos?',
    );
  });
});
