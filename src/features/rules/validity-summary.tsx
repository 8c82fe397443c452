/** One sentence on the file's state, announced politely as it changes. */
import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

import type { Analysis } from '../../rules/analyze';

function count(n: number, word: string): string {
  return `${n === 0 ? 'no' : n} ${word}${n === 1 ? '' : 's'}`;
}

export function summarize(analysis: Analysis): string {
  const all = [...analysis.diagnostics, ...analysis.userMappingsDiagnostics];
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const rules = `${analysis.rules.length} rule${analysis.rules.length === 1 ? '' : 's'}`;
  return analysis.valid
    ? `Valid: ${rules}, ${count(warnings, 'warning')}.`
    : `Not valid: ${count(errors, 'error')}, ${count(warnings, 'warning')} in ${rules}.`;
}

export function ValiditySummary({ analysis }: { analysis: Analysis }) {
  const Icon = analysis.valid ? IconCircleCheck : IconCircleX;
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon
        size={20}
        aria-hidden="true"
        color={`var(--mantine-color-${analysis.valid ? 'green' : 'red'}-filled)`}
      />
      <Text role="status" aria-live="polite" fw={600} data-testid="rules-validity">
        {summarize(analysis)}
      </Text>
    </Group>
  );
}
