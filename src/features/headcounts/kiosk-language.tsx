import { Alert, Center, Loader } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';

import { browserLocale } from '../../lib/browser/language-choice';
import { pseudoLanguage, type InterfaceLanguage } from '../../lib/pure/i18n/languages';
import { createI18n } from '../../lib/pure/i18n/translator';
import { loadMessages } from '../../messages/load-messages';
import {
  LanguageProvider,
  useLanguage,
  useT,
  type LanguageSetting,
} from '../../ui/i18n/language-context';

type Loaded =
  | { readonly language: InterfaceLanguage; readonly setting: LanguageSetting }
  | { readonly language: InterfaceLanguage; readonly failed: true };

/** The page's `lang` follows the kiosk's language while it shows, for screen readers. */
function useDocumentLanguage(language: InterfaceLanguage): void {
  useEffect(() => {
    const root = document.documentElement;
    const before = root.lang;
    root.lang = language === pseudoLanguage ? 'en' : language;
    return () => {
      root.lang = before;
    };
  }, [language]);
}

/**
 * The kiosk screen in the kiosk's own language, chosen at its setup and kept with its config,
 * whatever the language of the page around it (the staff member's). Its messages are a chunk of
 * their own that the kiosk's service worker precaches, so the kiosk reloads offline in its
 * language. Should they not load, the kiosk counts on in the page's language and says so.
 */
export function KioskLanguage({
  language,
  children,
}: {
  language: InterfaceLanguage;
  children: ReactNode;
}) {
  const t = useT();
  const pageLanguage = useLanguage();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const failed = loaded !== null && loaded.language === language && 'failed' in loaded;
  useDocumentLanguage(failed ? pageLanguage : language);

  useEffect(() => {
    if (language === pageLanguage) return;
    let current = true;
    loadMessages(language).then(
      (messages) => {
        if (!current) return;
        const locale = browserLocale(language);
        const i18n = createI18n(language, messages, locale);
        setLoaded({ language, setting: { language, locale, i18n } });
      },
      (error: unknown) => {
        console.warn('The kiosk could not load its language:', error);
        if (current) setLoaded({ language, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [language, pageLanguage]);

  if (language === pageLanguage) return children;
  if (loaded === null || loaded.language !== language) {
    return (
      <Center component="main" mih="100dvh">
        <Loader role="status" aria-label={t('headcounts.kiosk.opening')} />
      </Center>
    );
  }
  if ('failed' in loaded) {
    return (
      <>
        <Alert color="yellow" title={t('headcounts.kiosk.languageFailedTitle')} role="status">
          {t('headcounts.kiosk.languageFailed')}
        </Alert>
        {children}
      </>
    );
  }
  return <LanguageProvider setting={loaded.setting}>{children}</LanguageProvider>;
}
