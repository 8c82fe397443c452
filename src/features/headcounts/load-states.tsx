import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

import { ApiError } from '../../api/api-error';

/** The service's own words for a failed read, or a plain sentence. */
export function problemText(error: unknown): string {
  return error instanceof ApiError ? error.detail : 'Something went wrong.';
}

/** A read that failed: what could not be loaded, why, and Try again. */
export function LoadFailure({
  title,
  message,
  retry,
}: {
  title: string;
  message: string;
  retry(): void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

/** The event time a link names is not there: nothing to retry, another one to choose. */
export function MissingEventTime() {
  return (
    <Alert color="yellow" title="This event time was not found">
      <Text size="sm">
        It may have been deleted, or the link is wrong. Choose another event time above.
      </Text>
    </Alert>
  );
}

/** A read on its way, named for assistive technology. */
export function Loading({ label, py = 'xl' }: { label: string; py?: 'lg' | 'xl' }) {
  return (
    <Center py={py} role="status" aria-label={label}>
      <Loader size="sm" />
    </Center>
  );
}
