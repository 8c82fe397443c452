// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { analyzeRules } from '../../rules/analyze';
import { previewRules } from '../../rules/preview';
import { createRule } from '../../rules/test-fixtures';
import { prepareJsdomForMantine } from '../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../ui/testing/test-providers';
import { DiagnosticsList } from './diagnostics-list';
import { GALLERY } from './gallery';
import { PreviewPane } from './preview-pane';
import { SAMPLE_PRESETS, toSample } from './sample-form';
import { ValiditySummary } from './validity-summary';

const template = GALLERY[0]!;
const sample = toSample(SAMPLE_PRESETS.find((p) => p.id === template.sample)!.form);

/** Two errors the engine reports in English: an unquoted workspace and a missing project. */
const twoErrors = createRule({
  when: ['event: pull_request', 'action: opened', 'has_asana_tasks: false'],
  task: ['workspace: 12', "title: 't'"],
});

describe('the rules editor’s panes in Spanish', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('sums up a valid file and a file with errors, one and many', () => {
    const valid = analyzeRules(template.rules, { userMappings: template.userMappings });
    const { rerender } = render(
      <TestProviders language="es">
        <ValiditySummary analysis={valid} />
      </TestProviders>,
    );
    expect(screen.getByTestId('rules-validity').textContent).toBe(
      'Válido: 1 regla, sin advertencias.',
    );
    rerender(
      <TestProviders language="es">
        <ValiditySummary analysis={analyzeRules(twoErrors)} />
      </TestProviders>,
    );
    expect(screen.getByTestId('rules-validity').textContent).toMatch(
      /^No válido: 2 errores, (sin advertencias|1 advertencia|\d+ advertencias) en 1 regla\.$/,
    );
  });

  it('names each problem’s severity and place in Spanish, its message as the engine wrote it', () => {
    const analysis = analyzeRules(twoErrors);
    render(
      <TestProviders language="es">
        <DiagnosticsList
          id="problems"
          label="Problemas en las reglas"
          diagnostics={analysis.diagnostics}
          onSelect={() => undefined}
        />
      </TestProviders>,
    );
    const list = screen.getByRole('list', { name: 'Problemas en las reglas' });
    const first = analysis.diagnostics.find((d) => d.severity === 'error')!;
    const button = within(list).getByRole('button', {
      name: `Error en la línea ${first.line}, columna ${first.column}: ${first.message}`,
    });
    expect(button.textContent).toContain(`Línea ${first.line}, columna ${first.column}`);
  });

  it('says what the action would do, and shows the task’s fields, in Spanish', () => {
    const analysis = analyzeRules(template.rules, { userMappings: template.userMappings });
    render(
      <TestProviders language="es">
        <PreviewPane preview={previewRules(analysis, sample)} />
      </TestProviders>,
    );
    expect(screen.getByTestId('preview-result').textContent).toBe(
      'La acción crea 1 tarea y la vincula en la descripción.',
    );
    screen.getByRole('heading', { name: 'La regla 0 coincide' });
    const task = screen.getByTestId('task-preview-0');
    expect(
      within(task)
        .getAllByText(/./, { selector: 'th' })
        .map((th) => th.textContent),
    ).toEqual(expect.arrayContaining(['Título', 'Proyecto', 'Espacio de trabajo', 'Sección']));
    screen.getByText('La descripción no vincula ninguna tarea, así que has_asana_tasks es falso.');
  });
});
