/**
 * The language statements are printed in, chosen per run (`?language=es`): the interface
 * language unless the link names another. The PDFs, their file names and the CSV are worded in
 * it; the page stays in the person's own. Another language's giving messages are loaded when
 * chosen, only they (one area of one catalog), and the PDF worker gets nothing but the finished
 * text (statement-document.ts), so no page ever holds two whole catalogs.
 */
import type { Messages } from '@lingui/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';

import {
  formattingLocale,
  languages,
  type InterfaceLanguage,
  type Language,
} from '../../../lib/pure/i18n/languages';
import { createI18n, translatorOf, type Translate } from '../../../lib/pure/i18n/translator';
import { useLanguage, useLocale, useT } from '../../../ui/i18n/language-context';

export const languageParam = 'language';

/** The language the link asks statements in; `problem` when it names one Narthex lacks. */
export function readStatementLanguage(params: URLSearchParams): {
  language: Language | undefined;
  problem: string | undefined;
} {
  const value = params.get(languageParam);
  if (value === null || value === '') return { language: undefined, problem: undefined };
  const language = languages.find((known) => known === value);
  return language ? { language, problem: undefined } : { language: undefined, problem: value };
}

/** The language a run prints in: the link's choice, else the page's (English for the test one). */
export function shownStatementLanguage(
  chosen: Language | undefined,
  page: InterfaceLanguage,
): Language {
  return chosen ?? languages.find((known) => known === page) ?? 'en';
}

/** One language's giving messages, compiled at build time like every catalog (D188). */
async function givingMessages(language: Language): Promise<Messages> {
  switch (language) {
    case 'en':
      return (await import('../../../messages/en/giving.json')).default as unknown as Messages;
    case 'es':
      return (await import('../../../messages/es/giving.json')).default as unknown as Messages;
  }
}

/**
 * The locale statements in `language` are formatted in, on a page in `pageLocale`: the
 * browser's own tag for that language when it has one (es-MX), else the language in the page's
 * region, so an English page in the United States prints Spanish statements as es-US does
 * ("$1,234.50", not Spain's "1234,50 US$"), else the language alone.
 */
export function statementLocale(
  language: Language,
  pageLocale: string,
  preferred: readonly string[],
): string {
  const own = formattingLocale(language, preferred);
  if (own !== language) return own;
  try {
    const { region } = new Intl.Locale(pageLocale);
    return region ? (Intl.getCanonicalLocales(`${language}-${region}`)[0] ?? own) : own;
  } catch {
    return own;
  }
}

export type StatementWords =
  | { state: 'ready'; t: Translate; locale: string }
  | { state: 'loading' }
  | { state: 'failed'; error: unknown; retry: () => void };

/**
 * The words and formats of statements in `chosen`: the page's own when it is the page's
 * language (or none is chosen), else the chosen language's giving messages, loaded once a tab.
 */
export function useStatementWords(chosen: Language | undefined): StatementWords {
  const pageLanguage = useLanguage();
  const t = useT();
  const locale = useLocale();
  const other = chosen !== undefined && chosen !== pageLanguage ? chosen : undefined;
  const query = useQuery({
    queryKey: ['statement-messages', other],
    queryFn: () => givingMessages(other ?? 'en'),
    enabled: other !== undefined,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const messages = query.data;
  const loaded = useMemo(() => {
    if (other === undefined || messages === undefined) return undefined;
    const preferred = typeof navigator === 'undefined' ? [] : navigator.languages;
    const otherLocale = statementLocale(other, locale, preferred);
    return { t: translatorOf(createI18n(other, messages, otherLocale)), locale: otherLocale };
  }, [other, messages, locale]);
  if (other === undefined) return { state: 'ready', t, locale };
  if (loaded) return { state: 'ready', ...loaded };
  if (query.isError) {
    return { state: 'failed', error: query.error, retry: () => void query.refetch() };
  }
  return { state: 'loading' };
}
