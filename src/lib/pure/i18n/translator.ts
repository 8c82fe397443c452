import { setupI18n, type I18n, type Messages } from '@lingui/core';

import type { MessageId } from '../../../messages/message-id';
import { defaultLanguage, pseudoLanguage, type InterfaceLanguage } from './languages';

/** Values for a message's ICU placeholders ({count}, {name}). */
export type MessageValues = Record<string, unknown>;

/** Looks a message up in the active language and fills in its placeholders. */
export interface Translate {
  (id: MessageId, values?: MessageValues): string;
  /** Whether the catalogs hold `id`: for ids made from data, such as a field's name. */
  has(id: string): id is MessageId;
}

/**
 * A Lingui instance holding one language's messages. Plural and number rules follow
 * `formattingLocale`; the pseudo language's follow English.
 */
export function createI18n(
  language: InterfaceLanguage,
  messages: Messages,
  formattingLocale?: string,
): I18n {
  const i18n = setupI18n();
  i18n.load(language, messages);
  const intlLocale = language === pseudoLanguage ? defaultLanguage : language;
  i18n.activate(language, [formattingLocale ?? intlLocale, intlLocale]);
  return i18n;
}

/** A typed `Translate` over a Lingui instance. */
export function translatorOf(i18n: I18n): Translate {
  const translate = (id: MessageId, values?: MessageValues) => i18n._(id, values);
  return Object.assign(translate, {
    has: (id: string): id is MessageId => Object.hasOwn(i18n.messages, id),
  });
}
