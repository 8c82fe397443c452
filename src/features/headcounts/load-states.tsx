import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';

import { ApiError } from '../../api/api-error';
import type { Translate } from '../../lib/pure/i18n/translator';
import { useT } from '../../ui/i18n/language-context';

/** The service's own words for a failed read, or a plain sentence. */
export function problemText(t: Translate, error: unknown): string {
  return error instanceof ApiError ? error.detail : t('headcounts.load.somethingWrong');
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
  const t = useT();
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="compact-sm" variant="default" onClick={retry}>
          {t('headcounts.load.tryAgain')}
        </Button>
      </Stack>
    </Alert>
  );
}

/** The event time a link names is not there: nothing to retry, another one to choose. */
export function MissingEventTime() {
  const t = useT();
  return (
    <Alert color="yellow" title={t('headcounts.load.missingTitle')}>
      <Text size="sm">{t('headcounts.load.missing')}</Text>
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
