import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { useT } from './i18n/language-context';

export interface PageHeaderProps {
  /** The page's h1; also sets the document title ("Title · Narthex"). */
  title: string;
  /** One or two sentences on what the page is for. */
  description?: ReactNode;
  /** Small status marker shown beside the title, e.g. a "Beta" badge. */
  badge?: ReactNode;
  /** Buttons or menus shown on the right (below the title on narrow screens). */
  actions?: ReactNode;
  /**
   * The pages above this one, for a record page: shown as breadcrumbs above the title, ending in
   * `current` (default the title). The one way back from every record page.
   */
  breadcrumbs?: readonly Crumb[];
  /** The breadcrumbs' last item when it should differ from the title. */
  current?: string;
}

export function PageHeader({
  title,
  description,
  badge,
  actions,
  breadcrumbs,
  current,
}: PageHeaderProps) {
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="xl">
      <title>{t('common.documentTitle', { title })}</title>
      <Stack gap={6} maw="48rem">
        {breadcrumbs !== undefined && (
          <Breadcrumbs trail={breadcrumbs} current={current ?? title} />
        )}
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
