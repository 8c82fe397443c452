import { useMemo } from 'react';

import { useLocale } from '../../../ui/i18n/language-context';

/** Numbers (counts) as the interface's locale writes them. */
export function useNumberFormat(): Intl.NumberFormat {
  const locale = useLocale();
  return useMemo(() => new Intl.NumberFormat(locale), [locale]);
}
