import { describe, expect, it } from 'vitest';

import { analyzeRules } from '../../rules/analyze';
import { previewRules } from '../../rules/preview';
import { GALLERY } from './gallery';
import { SAMPLE_PRESETS, toSample } from './sample-form';

describe('the gallery', () => {
  it.each(GALLERY.map((t) => [t.name, t] as const))(
    '%s is valid and creates a task for its sample',
    (_, template) => {
      const analysis = analyzeRules(template.rules, { userMappings: template.userMappings });
      expect(analysis.diagnostics).toEqual([]);
      expect(analysis.userMappingsDiagnostics).toEqual([]);
      const preset = SAMPLE_PRESETS.find((p) => p.id === template.sample);
      const preview = previewRules(analysis, toSample(preset!.form));
      expect(preview.path).toBe('create');
      expect(preview.tasks.every((t) => t.warnings.length === 0)).toBe(true);
    },
  );
});
