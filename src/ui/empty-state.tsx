import { EmptyState as MantineEmptyState, Paper } from '@mantine/core';
import { IconBarrierBlock } from '@tabler/icons-react';
import type { ReactNode } from 'react';

import { useT } from './i18n/language-context';

export interface EmptyStateProps {
  /** Short headline ("Nothing here yet" by default); an h2 so it sits under the page's h1. */
  title?: string;
  /** What is missing and why, in a sentence or two. */
  description: ReactNode;
  /** Decorative icon; defaults to a "work in progress" barrier. */
  icon?: ReactNode;
  /** Optional buttons or links that help the user move on. */
  actions?: ReactNode;
}

/** A calm, honest placeholder for an area or list that has nothing to show yet. */
export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  const t = useT();
  return (
    <Paper withBorder p="xl">
      <MantineEmptyState
        variant="light"
        icon={icon ?? <IconBarrierBlock size={28} stroke={1.5} aria-hidden="true" />}
      >
        <MantineEmptyState.Title order={2}>
          {title ?? t('ui.emptyState.title')}
        </MantineEmptyState.Title>
        <MantineEmptyState.Description>{description}</MantineEmptyState.Description>
        {actions !== undefined && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
      </MantineEmptyState>
    </Paper>
  );
}
