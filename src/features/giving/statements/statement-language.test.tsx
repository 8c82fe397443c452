// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import {
  readStatementLanguage,
  shownStatementLanguage,
  statementLocale,
  useStatementWords,
} from './statement-language';

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={new QueryClient()}>
      <TestProviders>{children}</TestProviders>
    </QueryClientProvider>
  );
}

describe('the language statements print in', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('is the link’s when Narthex speaks it, else the page’s', () => {
    const read = (query: string) => readStatementLanguage(new URLSearchParams(query));
    expect(read('language=es')).toEqual({ language: 'es', problem: undefined });
    expect(read('')).toEqual({ language: undefined, problem: undefined });
    expect(read('language=fr')).toEqual({ language: undefined, problem: 'fr' });
    expect(shownStatementLanguage(undefined, 'es')).toBe('es');
    expect(shownStatementLanguage('en', 'es')).toBe('en');
    expect(shownStatementLanguage(undefined, 'pseudo')).toBe('en');
  });

  it('formats in the browser’s own tag for the language, else in the page’s region', () => {
    expect(statementLocale('es', 'en-US', ['en-US', 'es-MX'])).toBe('es-MX');
    expect(statementLocale('es', 'en-US', ['en-US'])).toBe('es-US');
    expect(statementLocale('en', 'es-MX', ['es-MX'])).toBe('en-MX');
    expect(statementLocale('es', 'en', ['en'])).toBe('es');
  });

  it('words an English page’s statements in Spanish from the Spanish giving messages alone', async () => {
    const { result } = renderHook(() => useStatementWords('es'), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    if (result.current.state !== 'ready') throw new Error('not ready');
    const { t, locale } = result.current;
    // The test page is English without a region (TestProviders' locale is "en").
    expect(locale).toBe('es');
    expect(t('giving.statements.pdf.title')).toBe('Constancia de donaciones');
    expect(t('giving.statements.pdf.proofLine', { count: 2 })).toBe(
      '2 constancias en este archivo.',
    );
    // Only the giving area was loaded: another area's messages are not there.
    expect(t.has('common.language.en')).toBe(false);
  });

  it('uses the page’s own words when the page is in the chosen language', () => {
    const { result } = renderHook(() => useStatementWords('en'), { wrapper });
    expect(result.current.state).toBe('ready');
    if (result.current.state !== 'ready') throw new Error('not ready');
    expect(result.current.t('giving.statements.pdf.title')).toBe('Contribution statement');
    expect(result.current.locale).toBe('en');
  });
});
