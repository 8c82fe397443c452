/**
 * The proxy's own words (its pages and the answers a person reads) in the language of the
 * request: the `narthex_language` cookie's choice, else the first of the browser's
 * Accept-Language that Narthex speaks, else English (src/lib/pure/i18n/languages.ts), as the
 * dashboard chooses. The messages are src/messages/<language>/server.json, read and compiled
 * once when the server starts (it runs the sources under tsx, not the build): a message that
 * does not parse stops the start, and the browser's bundle never holds them (D188).
 */
import { readFileSync } from 'node:fs';

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
import { readCookie } from './auth/cookies';

export interface ServerWords {
  readonly language: InterfaceLanguage;
  /** The `<html lang>` of a page in this language (the pseudo language is English). */
  readonly lang: Language;
  readonly t: Translate;
}

function compiledCatalog(language: Language): Record<string, CompiledMessage> {
  const file = new URL(`../messages/${language}/server.json`, import.meta.url);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => {
      try {
        return [id, compileMessageOrThrow(message)];
      } catch (error) {
        throw new Error(`${file.pathname}: message ${id} does not parse: ${String(error)}`);
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
