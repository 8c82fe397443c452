import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { createContext, use, useMemo, type ReactNode } from 'react';

import type { InterfaceLanguage } from '../../lib/pure/i18n/languages';
import { translatorOf, type Translate } from '../../lib/pure/i18n/translator';

/** The interface language a tree renders in, and the locale its numbers and dates take. */
export interface LanguageSetting {
  readonly language: InterfaceLanguage;
  /** A BCP 47 tag for Intl: numbers, dates, money (src/lib/pure/i18n/languages.ts). */
  readonly locale: string;
  readonly i18n: I18n;
}

const LanguageContext = createContext<LanguageSetting | null>(null);

/**
 * Gives a tree its language: Lingui's provider for the messages, and ours for the locale. The
 * kiosk nests one of its own, in the device's language (src/features/headcounts).
 */
export function LanguageProvider({
  setting,
  children,
}: {
  setting: LanguageSetting;
  children: ReactNode;
}) {
  return (
    <I18nProvider i18n={setting.i18n}>
      <LanguageContext value={setting}>{children}</LanguageContext>
    </I18nProvider>
  );
}

function useLanguageSetting(): LanguageSetting {
  const setting = use(LanguageContext);
  if (!setting) throw new Error('Narthex: a LanguageProvider is missing above this component.');
  return setting;
}

/** `t(id, values)`: a message of the catalogs in the tree's language. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useMemo(() => translatorOf(i18n), [i18n]);
}

/** The locale for Intl in this tree (numbers, dates, money). */
export function useLocale(): string {
  return useLanguageSetting().locale;
}

export function useLanguage(): InterfaceLanguage {
  return useLanguageSetting().language;
}
