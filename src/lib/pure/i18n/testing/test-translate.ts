import type { Messages } from '@lingui/core';

import englishMessages from '../../../../messages/en-messages';
import spanishMessages from '../../../../messages/es-messages';
import type { Language } from '../languages';
import { createI18n, translatorOf, type Translate } from '../translator';

/** Each language's whole catalog, for tests (React component tests take it from here too). */
export const testMessages: Readonly<Record<Language, Messages>> = {
  en: englishMessages as Messages,
  es: spanishMessages as Messages,
};

const made = new Map<Language, Translate>();

/** A `t` for a unit test of code without React: English unless the test is about another. */
export function testTranslate(language: Language = 'en'): Translate {
  let t = made.get(language);
  if (!t) made.set(language, (t = translatorOf(createI18n(language, testMessages[language]))));
  return t;
}
