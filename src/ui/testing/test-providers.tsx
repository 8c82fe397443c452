import { MantineProvider } from '@mantine/core';
import type { Messages } from '@lingui/core';
import type { ReactNode } from 'react';

import type { Language } from '../../lib/pure/i18n/languages';
import { createI18n } from '../../lib/pure/i18n/translator';
import englishMessages from '../../messages/en-messages';
import spanishMessages from '../../messages/es-messages';
import { LanguageProvider, type LanguageSetting } from '../i18n/language-context';

const messagesOf: Record<Language, Messages> = {
  en: englishMessages as Messages,
  es: spanishMessages as Messages,
};

/** A language setting for a component test: English unless the test is about another. */
export function testLanguage(
  language: Language = 'en',
  locale: string = language,
): LanguageSetting {
  return { language, locale, i18n: createI18n(language, messagesOf[language], locale) };
}

const shared = new Map<Language, LanguageSetting>();

function sharedTestLanguage(language: Language): LanguageSetting {
  let setting = shared.get(language);
  if (!setting) shared.set(language, (setting = testLanguage(language)));
  return setting;
}

/** What a component under test renders inside: the theme and a language. */
export function TestProviders({
  children,
  language = 'en',
}: {
  children: ReactNode;
  language?: Language;
}) {
  return (
    <MantineProvider>
      <LanguageProvider setting={sharedTestLanguage(language)}>{children}</LanguageProvider>
    </MantineProvider>
  );
}
