/** One sentence on the file's state, announced politely as it changes. */
import { Group, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';

import type { Translate } from '../../lib/pure/i18n/translator';
import type { Analysis } from '../../rules/analyze';
import { useT } from '../../ui/i18n/language-context';

export function summarize(analysis: Analysis, t: Translate): string {
  const all = [...analysis.diagnostics, ...analysis.userMappingsDiagnostics];
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.filter((d) => d.severity === 'warning').length;
  const rules = analysis.rules.length;
  return analysis.valid
    ? t('rules.validity.valid', { rules, warnings })
    : t('rules.validity.notValid', { rules, errors, warnings });
}

export function ValiditySummary({ analysis }: { analysis: Analysis }) {
  const t = useT();
  const Icon = analysis.valid ? IconCircleCheck : IconCircleX;
  return (
    <Group gap="xs" wrap="nowrap">
      <Icon
        size={20}
        aria-hidden="true"
        color={`var(--mantine-color-${analysis.valid ? 'green' : 'red'}-filled)`}
      />
      <Text role="status" aria-live="polite" fw={600} data-testid="rules-validity">
        {summarize(analysis, t)}
      </Text>
    </Group>
  );
}
