import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onMove` when the person goes Back or Forward (the browser's popstate), as it happens:
 * before the router has rendered the entry it moved to.
 */
export function useHistoryMove(onMove: () => void): void {
  const moved = useEffectEvent(onMove);
  useEffect(() => {
    const listener = () => moved();
    window.addEventListener('popstate', listener);
    return () => window.removeEventListener('popstate', listener);
  }, []);
}
