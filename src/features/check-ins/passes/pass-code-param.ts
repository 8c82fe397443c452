import { useSearchParams } from 'react-router';

/** The code looked up on the passes page, kept in `?code=` so a lookup can be shared. */
export function usePassCodeParam(): [string, (code: string) => void] {
  const [params, setParams] = useSearchParams();
  const code = params.get('code')?.trim() ?? '';
  const setCode = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      const trimmed = next.trim();
      if (trimmed === '') updated.delete('code');
      else updated.set('code', trimmed);
      return updated;
    });
  return [code, setCode];
}
