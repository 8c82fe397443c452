import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

import { ApiError, ApiUsageError } from '../api/api-error';

/** A sentence for staff about why a request failed, and what to do. */
export function describeError(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return {
          title: 'Cannot reach the server',
          message: 'Check your connection, then try again.',
        };
      case 'forbidden':
        return {
          title: 'Not allowed',
          message: `Your account may not see this. ${error.detail}`,
        };
      case 'not_found':
        return { title: 'Not found', message: 'It may have been deleted, or the link is wrong.' };
      case 'rate_limited':
        return {
          title: 'Too many requests',
          message: `The service asked us to slow down${
            error.retryAfterSeconds === undefined
              ? ''
              : `; try again in ${error.retryAfterSeconds} s`
          }.`,
        };
      case 'server':
        return {
          title: 'The service had a problem',
          message: `It answered ${error.status}: ${error.detail}`,
        };
      default:
        return { title: 'The request failed', message: error.detail };
    }
  }
  if (error instanceof ApiUsageError) return { title: 'Invalid request', message: error.message };
  if (error instanceof Error) return { title: 'Something went wrong', message: error.message };
  return { title: 'Something went wrong', message: String(error) };
}

/** A failed query: what happened and a retry button. */
export function QueryError({
  error,
  onRetry,
  what,
}: {
  error: unknown;
  onRetry?: () => void;
  /** What could not be loaded: "the check-ins". */
  what?: string;
}) {
  const { title, message } = describeError(error);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={what ? `Could not load ${what}: ${title.toLowerCase()}` : title}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            Try again
          </Button>
        )}
      </Stack>
    </Alert>
  );
}

/** Parts of a link's list state that were ignored (a stale or hand-edited URL). */
export function IgnoredUrlParts({
  problems,
  onClear,
}: {
  problems: string[];
  onClear: () => void;
}) {
  if (problems.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title="Some of this link's settings were ignored"
      mb="md"
    >
      <Stack gap="xs" align="flex-start">
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
        <Button size="xs" variant="white" color="yellow" onClick={onClear}>
          Clear them from the address
        </Button>
      </Stack>
    </Alert>
  );
}
