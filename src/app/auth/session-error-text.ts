import type { Translate } from '../../lib/pure/i18n/translator';
import { SessionRequestError } from './session-query';

/**
 * Why a session request failed, in the page's language. The error's own message stays English
 * for the logs; anything but a SessionRequestError (a bug) shows its message as it is.
 */
export function sessionErrorText(t: Translate, error: unknown): string {
  if (error instanceof SessionRequestError) {
    return t(`app.session.error.${error.failure}`, { status: error.status });
  }
  return error instanceof Error ? error.message : String(error);
}
