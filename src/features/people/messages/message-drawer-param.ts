import { useCallback } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

const param = 'message';

interface DrawerHistoryState {
  messageDrawerFromList?: boolean;
}

/**
 * The open message lives in the URL (?message=ID): a reload keeps it and Back closes it.
 * Closing goes back when the drawer was opened from the list, else drops the parameter.
 */
export function useMessageDrawerParam() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = params.get(param);
  const value = raw === null || raw === '' ? undefined : raw;
  const fromList =
    typeof location.state === 'object' &&
    location.state !== null &&
    (location.state as DrawerHistoryState).messageDrawerFromList === true;

  const open = useCallback(
    (id: string) => {
      const state: DrawerHistoryState = { messageDrawerFromList: true };
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(param, id);
          return next;
        },
        { state },
      );
    },
    [setParams],
  );

  const close = useCallback(() => {
    if (fromList) {
      void navigate(-1);
      return;
    }
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      },
      { replace: true },
    );
  }, [fromList, navigate, setParams]);

  return { value, open, close };
}
