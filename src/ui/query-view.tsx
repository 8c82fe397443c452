import { Skeleton, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { useT } from './i18n/language-context';
import { QueryError } from './query-error';

export interface QueryViewProps<T> {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  /** What is read, with its article ("the designations"): loading and errors. */
  what: string;
  /** Widths of the skeleton lines while it loads. */
  skeleton?: readonly (string | number)[];
  /** Whether the answer holds nothing to show, and what to say then. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A small read inside a page or drawer: skeleton lines while it loads, the error with a retry,
 * a dimmed sentence when there is nothing, else what the caller draws from the answer.
 */
export function QueryView<T>({
  query,
  what,
  skeleton = ['100%', '70%'],
  isEmpty,
  empty,
  children,
}: QueryViewProps<T>) {
  const t = useT();
  if (query.isError) {
    return <QueryError error={query.error} what={what} onRetry={() => void query.refetch()} />;
  }
  if (query.data === undefined) {
    return (
      <Stack gap={6} role="status" aria-label={t('ui.queryView.loading', { what })}>
        {skeleton.map((width, index) => (
          <Skeleton key={index} height={16} width={width} />
        ))}
      </Stack>
    );
  }
  if (isEmpty?.(query.data)) {
    return (
      <Text size="sm" c="dimmed">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data)}</>;
}
