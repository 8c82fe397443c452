import { Button, Code, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMapSearch } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/** Shown for any URL that matches no page. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Stack align="flex-start" gap="md" maw="40rem" py="md">
      <title>Page not found · Narthex</title>
      <ThemeIcon variant="light" size={56} radius="xl" aria-hidden="true">
        <IconMapSearch size={30} stroke={1.5} />
      </ThemeIcon>
      <Title order={1} c="bright">
        Page not found
      </Title>
      <Text>
        There is no page at <Code>{pathname}</Code>. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to="/">
        Go to the dashboard
      </Button>
    </Stack>
  );
}
