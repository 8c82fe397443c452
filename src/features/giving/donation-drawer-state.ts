import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const param = 'donation';

/** Which donation's details are open, as `?donation=ID` (a shareable, back-button-able URL). */
export function useDonationDrawerState() {
  const [params, setParams] = useSearchParams();
  const raw = params.get(param);
  const donationId = raw !== null && /^[1-9][0-9]{0,15}$/.test(raw) ? raw : null;
  const open = useCallback(
    (id: string) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.set(param, id);
        return next;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete(param);
        return next;
      }),
    [setParams],
  );
  return { donationId, invalidId: raw !== null && donationId === null ? raw : null, open, close };
}
