import { describe, expect, it } from 'vitest';

import {
  acceptedLanguages,
  chooseLanguage,
  formattingLocale,
  negotiateLanguage,
} from './languages';

describe('interface language', () => {
  it('reads Accept-Language by preference, and nothing from junk', () => {
    expect(acceptedLanguages('en-US;q=0.5, es-MX, fr;q=0.8')).toEqual(['es-MX', 'fr', 'en-US']);
    expect(acceptedLanguages('*, en;q=0')).toEqual([]);
    expect(acceptedLanguages('<script>, ;;;, es')).toEqual(['es']);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages('es,'.repeat(400))).toEqual([]);
  });

  it('takes the first browser language Narthex speaks, else English', () => {
    expect(negotiateLanguage(['fr-CA', 'es-419', 'en'])).toBe('es');
    expect(negotiateLanguage(['EN-gb'])).toBe('en');
    expect(negotiateLanguage(['fr', 'de'])).toBe('en');
  });

  it('lets a choice win over the browser, and ignores a junk one', () => {
    expect(chooseLanguage('es', ['en-US'])).toBe('es');
    expect(chooseLanguage('pseudo', ['es'])).toBe('pseudo');
    expect(chooseLanguage('xx', ['es-MX'])).toBe('es');
    expect(chooseLanguage(undefined, [])).toBe('en');
  });

  it('formats in the browser’s own tag when it is in the interface language', () => {
    expect(formattingLocale('es', ['en-US', 'es-mx'])).toBe('es-MX');
    expect(formattingLocale('es', ['en-US'])).toBe('es');
    expect(formattingLocale('en', ['en-GB'])).toBe('en-GB');
    expect(formattingLocale('pseudo', ['es'])).toBe('en');
  });
});
