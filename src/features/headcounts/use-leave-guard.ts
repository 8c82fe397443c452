import { useEffect } from 'react';

import { useNavigationBlocker } from '../../ui/app-router';
import { SIGN_IN_PREFIX } from './kiosk-url';

/**
 * In kiosk mode nobody leaves by the app's own navigation (the back button included), except to
 * sign in again so the counts can sync.
 */
export function useKioskNavigationLock(): void {
  const { blocked, reset } = useNavigationBlocker(
    ({ nextLocation }) => !nextLocation.pathname.startsWith(SIGN_IN_PREFIX),
  );
  useEffect(() => {
    if (blocked) reset();
  }, [blocked, reset]);
}

/** While counts wait to sync, the browser asks before the page is closed or reloaded. */
export function useWarnBeforeUnload(countsWaiting: boolean): void {
  useEffect(() => {
    if (!countsWaiting) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [countsWaiting]);
}
