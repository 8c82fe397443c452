import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  /** The page's h1; also sets the document title ("Title · Narthex"). */
  title: string;
  /** One or two sentences on what the page is for. */
  description?: ReactNode;
  /** Small status marker shown beside the title, e.g. a "Beta" badge. */
  badge?: ReactNode;
  /** Buttons or menus shown on the right (below the title on narrow screens). */
  actions?: ReactNode;
}

export function PageHeader({ title, description, badge, actions }: PageHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="xl">
      <title>{`${title} · Narthex`}</title>
      <Stack gap={6} maw="48rem">
        <Group gap="sm" align="center">
          <Title order={1} c="bright">
            {title}
          </Title>
          {badge}
        </Group>
        {description !== undefined && <Text c="dimmed">{description}</Text>}
      </Stack>
      {actions !== undefined && (
        <Group gap="sm" wrap="wrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
