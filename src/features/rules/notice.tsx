/** A bordered note with an icon; text stays in the body colour, so contrast holds in both schemes. */
import { Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** Each tone's icon and colour, shared with the severity labels. */
export const TONES = {
  error: { Icon: IconCircleX, color: 'var(--mantine-color-red-filled)' },
  warning: { Icon: IconAlertTriangle, color: 'var(--mantine-color-orange-filled)' },
  info: { Icon: IconInfoCircle, color: 'var(--mantine-color-blue-filled)' },
} as const;

export function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  const { Icon, color } = TONES[tone];
  return (
    <Paper withBorder p="xs" style={{ borderLeft: `4px solid ${color}` }}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Icon size={18} aria-hidden="true" color={color} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{children}</Text>
      </Group>
    </Paper>
  );
}
