/** The diagnostics, outside the editor: each one a button that moves the cursor to it. */
import { Group, Stack, Text, UnstyledButton } from '@mantine/core';

import type { Diagnostic, Severity } from '../../rules/diagnostic';
import { useT } from '../../ui/i18n/language-context';
import { TONES } from './notice';

// A diagnostic's message is the engine's, in English like the CLI's (issue 42); its severity and
// place are the page's words.

/** The severity as a word (colour alone would not do), with a coloured icon beside it. */
function SeverityLabel({ severity }: { severity: Severity }) {
  const t = useT();
  const { Icon, color } = TONES[severity];
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Icon size={16} stroke={2} color={color} aria-hidden="true" />
      <Text span fw={700} size="sm">
        {t('rules.diagnostics.severity', { severity })}
      </Text>
    </Group>
  );
}

export interface DiagnosticsListProps {
  readonly id: string;
  readonly label: string;
  readonly diagnostics: readonly Diagnostic[];
  readonly onSelect: (diagnostic: Diagnostic) => void;
}

export function DiagnosticsList({ id, label, diagnostics, onSelect }: DiagnosticsListProps) {
  const t = useT();
  if (diagnostics.length === 0) return null;
  return (
    <Stack
      component="ul"
      id={id}
      aria-label={label}
      gap={4}
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {diagnostics.map((d) => (
        <li key={`${d.from}-${d.to}-${d.code}-${d.message}`}>
          <UnstyledButton
            onClick={() => onSelect(d)}
            w="100%"
            p="xs"
            data-severity={d.severity}
            style={{
              borderRadius: 'var(--mantine-radius-sm)',
              border: '1px solid var(--mantine-color-default-border)',
            }}
            aria-label={t('rules.diagnostics.itemLabel', {
              severity: d.severity,
              line: d.line,
              column: d.column,
              message: d.message,
            })}
          >
            <Stack gap={2}>
              <Text span size="sm" c="dimmed">
                <SeverityLabel severity={d.severity} />{' '}
                {t('rules.diagnostics.position', { line: d.line, column: d.column })}
                {d.path ? ` · ${d.path}` : ''}
              </Text>
              <Text size="sm" lang="en">
                {d.message}
              </Text>
            </Stack>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
