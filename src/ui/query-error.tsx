import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';

import { ApiError, ApiUsageError } from '../api/api-error';
import type { Translate } from '../lib/pure/i18n/translator';
import { useT } from './i18n/language-context';

/**
 * A sentence for staff about why a request failed, and what to do, in the language of `t`. The
 * service's own words (an error's detail) are passed on as they are.
 */
export function describeError(error: unknown, t: Translate): { title: string; message: string } {
  const say = t;
  if (error instanceof ApiError) {
    switch (error.kind) {
      case 'network':
        return { title: say('ui.error.network.title'), message: say('ui.error.network.message') };
      case 'forbidden':
        return {
          title: say('ui.error.forbidden.title'),
          message: say('ui.error.forbidden.message', { detail: error.detail }),
        };
      case 'not_found':
        return {
          title: say('ui.error.notFound.title'),
          message: say('ui.error.notFound.message'),
        };
      case 'rate_limited':
        return {
          title: say('ui.error.rateLimited.title'),
          message:
            error.retryAfterSeconds === undefined
              ? say('ui.error.rateLimited.message')
              : say('ui.error.rateLimited.retryAfter', { seconds: error.retryAfterSeconds }),
        };
      case 'server':
        return {
          title: say('ui.error.server.title'),
          message: say('ui.error.server.message', { status: error.status, detail: error.detail }),
        };
      default:
        return { title: say('ui.error.failed.title'), message: error.detail };
    }
  }
  if (error instanceof ApiUsageError) {
    return { title: say('ui.error.invalid.title'), message: error.message };
  }
  const title = say('ui.error.unexpected.title');
  if (error instanceof Error) return { title, message: error.message };
  return { title, message: String(error) };
}

/** An error's title after a colon ("Could not load the funds: not allowed"). */
export function reasonText(title: string): string {
  return title.charAt(0).toLowerCase() + title.slice(1);
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
  const t = useT();
  const { title, message } = describeError(error, t);
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden="true" />}
      title={what ? t('ui.queryError.couldNotLoad', { what, reason: reasonText(title) }) : title}
      role="alert"
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('common.tryAgain')}
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
  const t = useT();
  if (problems.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconInfoCircle aria-hidden="true" />}
      title={t('ui.ignoredUrl.title')}
      mb="md"
    >
      <Stack gap="xs" align="flex-start">
        <List size="sm">
          {problems.map((problem) => (
            <List.Item key={problem}>{problem}</List.Item>
          ))}
        </List>
        <Button size="xs" variant="white" color="yellow" onClick={onClear}>
          {t('ui.ignoredUrl.clear')}
        </Button>
      </Stack>
    </Alert>
  );
}
