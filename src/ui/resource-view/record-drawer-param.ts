import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSearchParamsUpdate } from '../../lib/browser/list-url-state';

/** The ids the API gives its records: a positive whole number. */
export const recordIdPattern = /^[1-9][0-9]{0,15}$/;

/** Marks a history entry whose drawer was opened from its page, so closing can go back. */
interface DrawerHistoryState {
  recordDrawerOpenedHere?: string;
}

export interface RecordDrawerParam {
  /** The record the URL names (`?param=ID`), or null when it names none or not a valid id. */
  id: string | null;
  /** The parameter as the URL has it, valid or not (a drawer may say what is wrong with it). */
  value: string | undefined;
  open: (id: string) => void;
  close: () => void;
}

/**
 * Which record a drawer shows, kept in the URL (`?donation=ID`): a reload and a shared link open
 * it, Back closes it. Opening adds a history entry; closing goes back to the entry before it
 * when the drawer was opened on this page, else removes the parameter in place (a shared link,
 * a reload), so Back never reopens a drawer that was just closed.
 */
export function useRecordDrawerParam(param: string): RecordDrawerParam {
  const [params, updateParams] = useSearchParamsUpdate();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);
  const id = raw !== null && recordIdPattern.test(raw) ? raw : null;
  const value = raw === null || raw === '' ? undefined : raw;
  const openedHere =
    typeof location.state === 'object' &&
    location.state !== null &&
    (location.state as DrawerHistoryState).recordDrawerOpenedHere === param;

  const open = useCallback(
    (next: string) => {
      const state: DrawerHistoryState = { recordDrawerOpenedHere: param };
      updateParams((search) => search.set(param, next), { state });
    },
    [param, updateParams],
  );

  const close = useCallback(() => {
    if (openedHere) {
      void navigate(-1);
      return;
    }
    updateParams((search) => search.delete(param), { replace: true });
  }, [openedHere, navigate, param, updateParams]);

  return { id, value, open, close };
}
