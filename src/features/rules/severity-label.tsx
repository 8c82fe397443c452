import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleX, IconInfoCircle } from '@tabler/icons-react';

import type { Severity } from '../../rules/diagnostic';

const LABELS: Record<Severity, string> = { error: 'Error', warning: 'Warning', info: 'Note' };

/** The severity as a word (colour alone would not do), with a coloured icon beside it. */
export function SeverityLabel({ severity }: { severity: Severity }) {
  const Icon =
    severity === 'error'
      ? IconCircleX
      : severity === 'warning'
        ? IconAlertTriangle
        : IconInfoCircle;
  const color = severity === 'error' ? 'red' : severity === 'warning' ? 'orange' : 'blue';
  return (
    <Group gap={4} wrap="nowrap" component="span">
      <Icon
        size={16}
        stroke={2}
        color={`var(--mantine-color-${color}-filled)`}
        aria-hidden="true"
      />
      <Text span fw={700} size="sm">
        {LABELS[severity]}
      </Text>
    </Group>
  );
}
