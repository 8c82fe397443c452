import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

import { useSearchParamsUpdate } from '../../../lib/list-url-state';

const param = 'check_in';

/** Marks a history entry whose drawer was opened from the list, so closing can go back. */
interface DrawerHistoryState {
  checkInDrawerFromList?: boolean;
}

export interface CheckInDrawerParam {
  /** The check_in parameter as the URL has it (maybe not a valid id), or undefined. */
  value: string | undefined;
  open: (id: string) => void;
  close: () => void;
}

/**
 * The open check-in drawer lives in the URL (?check_in=ID), so it survives a reload and Back
 * closes it. Opening adds a history entry; closing goes back to it when the drawer was opened
 * from the list, else removes the parameter in place (a shared link, a reload).
 */
export function useCheckInDrawerParam(): CheckInDrawerParam {
  const [params, updateParams] = useSearchParamsUpdate();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);
  const value = raw === null || raw === '' ? undefined : raw;
  const fromList =
    typeof location.state === 'object' &&
    location.state !== null &&
    (location.state as DrawerHistoryState).checkInDrawerFromList === true;

  const open = useCallback(
    (id: string) => {
      const state: DrawerHistoryState = { checkInDrawerFromList: true };
      updateParams((next) => next.set(param, id), { state });
    },
    [updateParams],
  );

  const close = useCallback(() => {
    if (fromList) {
      void navigate(-1);
      return;
    }
    updateParams((next) => next.delete(param), { replace: true });
  }, [fromList, navigate, updateParams]);

  return { value, open, close };
}
