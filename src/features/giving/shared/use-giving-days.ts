import { useMemo } from 'react';

import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';
import { useT } from '../../../ui/i18n/language-context';
import { readDayRange, type DayRange } from './giving-range';

/**
 * A giving page's days in its URL (`from`, `to`), with what of them was ignored; a new range
 * goes back to the first page of the list whose paging has `pagingPrefix` (`gifts_`).
 */
export function useGivingDays(pagingPrefix = '') {
  const t = useT();
  const [params, update] = useSearchParamsUpdate();
  const { days, problems } = useMemo(() => readDayRange(params, t), [params, t]);
  return {
    params,
    update,
    days,
    problems,
    setDays: (next: DayRange) =>
      update((url) => {
        for (const name of ['from', 'to'] as const) {
          const value = next[name];
          if (value === undefined) url.delete(name);
          else url.set(name, value);
        }
        url.delete(`${pagingPrefix}offset`);
      }),
    /** Takes the ignored days out of the address. */
    clearProblems: () =>
      update(
        (url) => {
          for (const name of ['from', 'to'] as const) {
            if (days[name] === undefined) url.delete(name);
          }
        },
        { replace: true },
      ),
  };
}
