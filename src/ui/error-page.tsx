import { Button, Code, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconWifiOff } from '@tabler/icons-react';
import { Link } from 'react-router';

import { isChunkLoadError } from '../lib/pure/connection-status-import';
import { useT } from './i18n/language-context';

/** What failed, for staff to pass on: the error's own message (a bug's words stay as they are). */
function messageOf(error: unknown): string | undefined {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string' && error) return error;
  return undefined;
}

/** A page whose code could not be downloaded: a connection problem, not a bug to report. */
function PageNotLoaded() {
  const t = useT();
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>{t('common.documentTitle', { title: t('ui.errorPage.notLoaded.tabTitle') })}</title>
      <ThemeIcon variant="light" color="orange" size={56} radius="xl" aria-hidden="true">
        <IconWifiOff size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        {t('ui.errorPage.notLoaded.title')}
      </Title>
      <Text>{t('ui.errorPage.notLoaded.text')}</Text>
      <Group gap="sm">
        <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
        <Button component={Link} to="/" variant="default">
          {t('common.goToDashboard')}
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
  const t = useT();
  if (isChunkLoadError(error)) return <PageNotLoaded />;
  const title = t('ui.error.unexpected.title');
  const message = messageOf(error) ?? t('ui.errorPage.unexpected');
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>{t('common.documentTitle', { title })}</title>
      <ThemeIcon variant="light" color="red" size={56} radius="xl" aria-hidden="true">
        <IconAlertTriangle size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        {title}
      </Title>
      <Text>{t('ui.errorPage.text')}</Text>
      {message && (
        <Code block w="100%" style={{ whiteSpace: 'pre-wrap' }}>
          {message}
        </Code>
      )}
      <Group gap="sm">
        <Button component={Link} to="/">
          {t('common.goToDashboard')}
        </Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </Group>
    </Stack>
  );
}
