import {
  chooseLanguage,
  formattingLocale,
  languageCookie,
  type InterfaceLanguage,
} from '../pure/i18n/languages';

/** The language cookie's value on this page, if any. */
export function chosenLanguageCookie(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === languageCookie) return value;
  }
  return undefined;
}

function browserPreferences(): readonly string[] {
  return navigator.languages.length > 0 ? navigator.languages : [navigator.language];
}

/** This browser's interface language and formatting locale (languages.ts says how). */
export function browserLanguage(): { language: InterfaceLanguage; locale: string } {
  const language = chooseLanguage(chosenLanguageCookie(), browserPreferences());
  return { language, locale: browserLocale(language) };
}

/** The locale this browser formats in for `language` (the kiosk's own, for one). */
export function browserLocale(language: InterfaceLanguage): string {
  return formattingLocale(language, browserPreferences());
}

/**
 * Remembers a person's choice for this browser, a year long. A cookie, not storage, so the
 * server renders pages in it too. The page then loads afresh in it: only one language's messages
 * are ever downloaded (src/messages/load-messages.ts).
 */
export function rememberLanguage(language: InterfaceLanguage): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${languageCookie}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}
