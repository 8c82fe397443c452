import { perPageLimits } from '../../../api/query-params';
import { useSearchParamsUpdate } from '../../../lib/list-url-state';

function wholeNumber(text: string | null): number | undefined {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : undefined;
}

/**
 * One list's offset and page size in the URL, under a prefix (`donations_offset`), so the
 * person page's three lists keep their pages across reload and back/forward.
 */
export function usePersonListPaging(prefix: string, defaultPerPage = 10) {
  const [params, update] = useSearchParamsUpdate();
  const offset = wholeNumber(params.get(`${prefix}offset`)) ?? 0;
  const wanted = wholeNumber(params.get(`${prefix}per_page`));
  const perPage =
    wanted !== undefined && wanted >= perPageLimits.min && wanted <= perPageLimits.max
      ? wanted
      : defaultPerPage;

  return {
    offset,
    perPage,
    setOffset: (value: number) =>
      update((next) => {
        if (value <= 0) next.delete(`${prefix}offset`);
        else next.set(`${prefix}offset`, String(value));
      }),
    setPerPage: (value: number) =>
      update((next) => {
        next.delete(`${prefix}offset`);
        if (value === defaultPerPage) next.delete(`${prefix}per_page`);
        else next.set(`${prefix}per_page`, String(value));
      }),
  };
}
