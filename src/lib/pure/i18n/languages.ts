/**
 * The interface languages Narthex speaks, and how one is chosen for a person: a choice they made
 * (the language cookie, set from the user menu) wins; otherwise the first of their browser's
 * languages that Narthex speaks; otherwise English.
 */

export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];

/**
 * A test language, never offered in the menu: English with every message marked and accented,
 * so a page run in it shows at a glance any text that did not come from the catalogs.
 */
export const pseudoLanguage = 'pseudo';
export type InterfaceLanguage = Language | typeof pseudoLanguage;

export const defaultLanguage: Language = 'en';

/** The cookie holding a person's (or a kiosk device's page's) chosen interface language. */
export const languageCookie = 'narthex_language';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return value === pseudoLanguage || (languages as readonly unknown[]).includes(value);
}

/** The language tags of an Accept-Language header, most preferred first. Junk yields []. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header || header.length > 1000) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[A-Za-z]{1,8}(?:-[A-Za-z0-9]{1,8})*$/.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

function languageOfTag(tag: string): Language | undefined {
  const primary = tag.split('-')[0]?.toLowerCase();
  return languages.find((language) => language === primary);
}

/** The language for someone whose browser prefers `preferred` (most preferred first). */
export function negotiateLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = languageOfTag(tag);
    if (language) return language;
  }
  return defaultLanguage;
}

/**
 * The locale numbers, dates and money are formatted in: the browser's own tag when it is in the
 * interface language (so es-MX keeps its formats), else the language itself. The pseudo language
 * formats as English.
 */
export function formattingLocale(
  language: InterfaceLanguage,
  preferred: readonly string[],
): string {
  const base = language === pseudoLanguage ? defaultLanguage : language;
  const own = preferred.find((tag) => languageOfTag(tag) === base);
  if (own) {
    try {
      return Intl.getCanonicalLocales(own)[0] ?? base;
    } catch {
      return base;
    }
  }
  return base;
}

/** The interface language from a chosen value (the cookie's) or else the browser's languages. */
export function chooseLanguage(
  chosen: string | undefined,
  preferred: readonly string[],
): InterfaceLanguage {
  return isInterfaceLanguage(chosen) ? chosen : negotiateLanguage(preferred);
}
