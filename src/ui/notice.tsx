import { Alert } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';

import type { Translate } from '../lib/pure/i18n/translator';
import { useT } from './i18n/language-context';
import { describeError, reasonText } from './query-error';

/** The outcome of a save or delete, said in words next to what changed. */
export interface Notice {
  kind: 'success' | 'error';
  title: string;
  message?: string;
}

export function successNotice(title: string, message?: string): Notice {
  return { kind: 'success', title, message };
}

/** A failed action: what did not happen (`title`, in the page's language), and why. */
export function errorNotice(t: Translate, title: string, error: unknown): Notice {
  const { title: why, message } = describeError(error, t);
  return {
    kind: 'error',
    title: t('ui.notice.failed', { action: title, reason: reasonText(why) }),
    message,
  };
}

/** A success (role=status) or failure (role=alert) message that stays until closed. */
export function NoticeAlert({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  const t = useT();
  if (notice === null) return null;
  const success = notice.kind === 'success';
  return (
    <Alert
      role={success ? 'status' : 'alert'}
      color={success ? 'blue' : 'red'}
      variant="light"
      icon={
        success ? <IconCircleCheck aria-hidden="true" /> : <IconAlertTriangle aria-hidden="true" />
      }
      title={notice.title}
      withCloseButton
      closeButtonLabel={t('ui.notice.dismiss')}
      onClose={onClose}
      mb="md"
    >
      {notice.message}
    </Alert>
  );
}
