import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

import { useT } from './i18n/language-context';
import { Message } from './i18n/message';

/** Shown for any URL that matches no page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  const t = useT();
  const title = t('ui.notFound.title');
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>{t('common.documentTitle', { title })}</title>
      <ThemeIcon variant="light" size={56} radius="xl" aria-hidden="true">
        <IconMapSearch size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        {title}
      </Title>
      <Text>
        <Message id="ui.notFound.text" values={{ path: pathname }} components={{ 0: <Code /> }} />
      </Text>
      <Button component={Link} to="/">
        {t('common.goToDashboard')}
      </Button>
    </Stack>
  );
}
