import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while React hydrates a server-rendered page, true from then on (at
 * once in a page rendered in the browser). What only the browser knows (its colour scheme, its
 * width) must wait for it, so the hydrating render matches the server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
