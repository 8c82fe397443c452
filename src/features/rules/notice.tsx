/** A bordered note with an icon; text stays in the body colour, so contrast holds in both schemes. */
import { Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export function Notice({
  tone,
  children,
  testId,
}: {
  tone: 'warning' | 'error' | 'info';
  children: ReactNode;
  testId?: string;
}) {
  const Icon =
    tone === 'error' ? IconCircleX : tone === 'warning' ? IconAlertTriangle : IconInfoCircle;
  const color = tone === 'error' ? 'red' : tone === 'warning' ? 'orange' : 'blue';
  return (
    <Paper
      withBorder
      p="xs"
      data-testid={testId}
      style={{ borderLeft: `4px solid var(--mantine-color-${color}-filled)` }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon
          size={18}
          aria-hidden="true"
          color={`var(--mantine-color-${color}-filled)`}
          style={{ flexShrink: 0, marginTop: 2 }}
        />
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}
