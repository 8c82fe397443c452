import { Anchor, Card, Group, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ApiError } from '../../../api/api-error';
import { useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';

export interface HomeTileProps {
  title: string;
  /** The list behind the tile. */
  to: string;
  linkLabel: string;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
  /** What is being loaded, for the error and the loading label: "this week's attendance". */
  what: string;
  /** Shown while loading instead of skeleton lines (a walk's progress). */
  loading?: ReactNode;
  children: () => ReactNode;
}

/** Whether the signed-in person may not read this (a 403 or a scope not granted). */
function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * One tile of the home page: a titled card with a link to the list behind it. A tile the signed-in
 * person may not read is left out, not shown as an error.
 */
export function HomeTile({ title, to, linkLabel, query, what, loading, children }: HomeTileProps) {
  const t = useT();
  if (isForbidden(query.error)) return null;
  const headingId = `home-tile-${to.replace(/[^a-z0-9]+/gi, '-')}`;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          <Anchor component={Link} to={to} size="sm">
            {linkLabel}
          </Anchor>
        </Group>
        {query.error ? (
          <QueryError error={query.error} what={what} onRetry={() => void query.refetch()} />
        ) : query.isPending ? (
          (loading ?? (
            <Stack
              gap="xs"
              role="status"
              aria-busy="true"
              aria-label={t('home.tile.loading', { what })}
            >
              <Skeleton height={28} width="40%" />
              <Skeleton height={14} />
              <Skeleton height={14} width="80%" />
            </Stack>
          ))
        ) : (
          children()
        )}
      </Stack>
    </Card>
  );
}
