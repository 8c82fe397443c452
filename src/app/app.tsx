import './mantine-styles.css';
// The theme's variables and the first view's icons, rendered at build time (vite.config.ts).
import 'virtual:rendered.css';
import '../ui/first-paint.css';

import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';

import type { Client } from '../api/client';
import { ApiClientProvider } from '../lib/browser/api-query/api-client-context';
import { translatorOf } from '../lib/pure/i18n/translator';
import { LanguageProvider, type LanguageSetting } from '../ui/i18n/language-context';
import { appTheme } from './theme';

/**
 * What every page renders inside, in the browser and on the server alike (the same tree, so a
 * server-rendered page hydrates without a mismatch): the theme, the language, the API client, the
 * query cache.
 */
export function AppProviders({
  client,
  queryClient,
  language,
  children,
}: {
  client: Client;
  queryClient: QueryClient;
  language: LanguageSetting;
  children: ReactNode;
}) {
  const theme = useMemo(() => appTheme(translatorOf(language.i18n)('common.close')), [language]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      // In the stylesheet (virtual:rendered.css), not in <style>s of every page (D195).
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <LanguageProvider setting={language}>
        <ApiClientProvider client={client}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ApiClientProvider>
      </LanguageProvider>
    </MantineProvider>
  );
}
