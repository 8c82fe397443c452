/**
 * The proxy's own words (its pages and the answers a person reads) in the language of the
 * request: the `narthex_language` cookie's choice, else the first of the browser's
 * Accept-Language that Narthex speaks, else English (src/lib/pure/i18n/languages.ts), as the
 * dashboard chooses. The messages are src/messages/<language>/server.json, imported and compiled
 * once when the server starts (it runs the sources under tsx, not the build): a message that
 * does not parse stops the start, and the browser's bundle never holds them (D188).
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { FastifyRequest } from 'fastify';

import {
  acceptedLanguages,
  chooseLanguage,
  defaultLanguage,
  languageCookie,
  languages,
  pseudoLanguage,
  type InterfaceLanguage,
  type Language,
} from '../lib/pure/i18n/languages';
import { pseudoMessages } from '../lib/pure/i18n/pseudo-messages';
import { createI18n, translatorOf, type Translate } from '../lib/pure/i18n/translator';
import englishServer from '../messages/en/server.json';
import spanishServer from '../messages/es/server.json';
import { readCookie } from './auth/cookies';

export interface ServerWords {
  readonly language: InterfaceLanguage;
  /** The `<html lang>` of a page in this language (the pseudo language is English). */
  readonly lang: Language;
  readonly t: Translate;
}

const catalogs: Record<Language, Record<string, string | CompiledMessage>> = {
  en: englishServer,
  es: spanishServer,
};

/**
 * A language's server.json compiled. Under tsx its messages are ICU text; where Vite loaded the
 * file (the tests), vite.config.ts's compiledMessages already compiled them.
 */
function compiledCatalog(language: Language): Record<string, CompiledMessage> {
  return Object.fromEntries(
    Object.entries(catalogs[language]).map(([id, message]) => {
      if (typeof message !== 'string') return [id, message];
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${language}/server.json: message ${id} does not parse: ${String(error)}`);
      }
    }),
  );
}

function wordsOf(language: InterfaceLanguage, messages: Record<string, CompiledMessage>) {
  return {
    language,
    lang: language === pseudoLanguage ? defaultLanguage : language,
    t: translatorOf(createI18n(language, messages)),
  };
}

const compiled = Object.fromEntries(
  languages.map((language) => [language, compiledCatalog(language)]),
) as Record<Language, Record<string, CompiledMessage>>;

const byLanguage: Readonly<Record<InterfaceLanguage, ServerWords>> = {
  en: wordsOf('en', compiled.en),
  es: wordsOf('es', compiled.es),
  pseudo: wordsOf(pseudoLanguage, pseudoMessages(compiled.en)),
};

/** The proxy's words in one language. */
export function wordsIn(language: InterfaceLanguage): ServerWords {
  return byLanguage[language];
}

/** The language of a request: its cookie's choice, else its Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): InterfaceLanguage {
  const header = request.headers['accept-language'];
  return chooseLanguage(
    readCookie(request, languageCookie),
    acceptedLanguages(Array.isArray(header) ? header.join(',') : header),
  );
}

/** The proxy's words for the person who sent `request`. */
export function serverWords(request: FastifyRequest): ServerWords {
  return wordsIn(requestLanguage(request));
}
