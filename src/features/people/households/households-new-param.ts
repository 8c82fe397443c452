import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

import { newHouseholdParam } from './household-paths';

/**
 * The create dialog's open state lives in the URL, so closing it is a navigation the
 * unsaved-changes guard can stop, and Back closes it.
 */
export function useNewHouseholdDialog() {
  const [params, setParams] = useSearchParams();
  const opened = params.get(newHouseholdParam.name) === newHouseholdParam.value;
  const open = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(newHouseholdParam.name, newHouseholdParam.value);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete(newHouseholdParam.name);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return { opened, open, close };
}
