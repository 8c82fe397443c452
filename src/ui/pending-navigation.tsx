import { useEffect, useState, type ReactNode } from 'react';

import { useNavigationPending } from './app-router';
import { useT } from './i18n/language-context';
import classes from './pending-navigation.module.css';

/** How long a navigation may wait before it is shown: a fast one shows nothing (D128). */
export const NAVIGATION_SIGN_DELAY_MS = 250;

/** True once `active` has lasted `delayMs`, false again as soon as it ends. */
function useLasted(active: boolean, delayMs: number): boolean {
  const [lasted, setLasted] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setLasted(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLasted(false);
    };
  }, [active, delayMs]);
  return active && lasted;
}

/**
 * The page shown in the shell, and the sign that a navigation waits longer than a moment (code
 * downloading on a slow connection or a busy machine): a bar across the top of the window and
 * words said politely to screen readers. While another page is on its way, the old one is also
 * dimmed and inert (no click, no focus), so it is never taken for the new address's; a change of
 * the page's own query (a drawer's record) leaves it live. Another navigation, Back or Forward
 * replaces the waiting one; the sign ends with it.
 */
export function PendingNavigation({ children }: { children: ReactNode }) {
  const wait = useNavigationPending();
  const waiting = useLasted(wait !== 'none', NAVIGATION_SIGN_DELAY_MS);
  const stale = waiting && wait === 'another-page';
  const t = useT();
  const words = t(stale ? 'ui.pendingNavigation.loadingPage' : 'ui.pendingNavigation.loading');
  return (
    <>
      {waiting && <div className={classes.bar} role="progressbar" aria-label={words} />}
      {/* Always there, so the words are a change a screen reader announces. */}
      <div className="narthex-visually-hidden" role="status">
        {waiting ? t('ui.pendingNavigation.announce', { words }) : ''}
      </div>
      <div className={classes.page} data-stale={stale || undefined} inert={stale}>
        {children}
      </div>
    </>
  );
}
