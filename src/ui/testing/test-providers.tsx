import { createTheme, MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';

import type { Language } from '../../lib/pure/i18n/languages';
import { testMessages } from '../../lib/pure/i18n/testing/test-translate';
import { createI18n } from '../../lib/pure/i18n/translator';
import { comboboxComponents } from '../combobox-defaults';
import { LanguageProvider, type LanguageSetting } from '../i18n/language-context';

/** A language setting for a component test: English unless the test is about another. */
export function testLanguage(
  language: Language = 'en',
  locale: string = language,
): LanguageSetting {
  return { language, locale, i18n: createI18n(language, testMessages[language], locale) };
}

/** The app theme's behaviour (its looks do not matter to a test). */
const testTheme = createTheme({ components: comboboxComponents });

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
    <MantineProvider theme={testTheme}>
      <LanguageProvider setting={sharedTestLanguage(language)}>{children}</LanguageProvider>
    </MantineProvider>
  );
}
