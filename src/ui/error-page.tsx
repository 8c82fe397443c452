import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { isChunkLoadError } from '../lib/pure/connection-status-import';

interface ErrorSummary {
  title: string;
  message: string;
}

function summarize(error: unknown): ErrorSummary {
  if (error instanceof Error) {
    return { title: 'Something went wrong', message: error.message };
  }
  if (typeof error === 'string' && error) {
    return { title: 'Something went wrong', message: error };
  }
  return { title: 'Something went wrong', message: 'An unexpected error occurred.' };
}

/** A page whose code could not be downloaded: a connection problem, not a bug to report. */
function PageNotLoaded() {
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>Page not loaded · Narthex</title>
      <ThemeIcon variant="light" color="orange" size={56} radius="xl" aria-hidden="true">
        <IconWifiOff size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        This page could not be loaded
      </Title>
      <Text>Check your connection, then reload the page.</Text>
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button component={Link} to="/" variant="default">
          Go to the dashboard
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * What a route's error boundary shows: a friendly explanation, the underlying message for staff
 * to pass on, and ways out (home, or reload, which also fixes a page chunk gone stale after a
 * deploy).
 */
export function ErrorPage({ error }: { error: unknown }) {
  if (isChunkLoadError(error)) return <PageNotLoaded />;
  const { title, message } = summarize(error);
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>{`${title} · Narthex`}</title>
      <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden="true">
        <IconAlertTriangle size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        {title}
      </Title>
      <Text>
        Sorry, this page could not be shown. You can go back to the dashboard, or reload to try
        again. If it keeps happening, send the message below to whoever looks after Narthex.
      </Text>
      {message && (
        <Code block w="100%" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Code>
      )}
      <Group gap="sm">
        <Button component={Link} to="/">
          Go to the dashboard
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Group>
    </Stack>
  );
}
