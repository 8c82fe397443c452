import { useSearchParamsUpdate } from '../../../lib/browser/list-url-state';

/** The code looked up on the passes page, kept in `?code=` so a lookup can be shared. */
export function usePassCodeParam(): [string, (code: string) => void] {
  const [params, updateParams] = useSearchParamsUpdate();
  const setCode = (next: string) =>
    updateParams((search) =>
      next.trim() ? search.set('code', next.trim()) : search.delete('code'),
    );
  return [params.get('code')?.trim() ?? '', setCode];
}
