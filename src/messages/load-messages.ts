import type { Messages } from '@lingui/core';

import type { InterfaceLanguage } from '../lib/pure/i18n/languages';

/**
 * One language's messages, loaded on demand so that a page downloads only its own language.
 * The build compiles each catalog's messages (vite.config.ts, compiledMessages), so the browser
 * never parses ICU text; the values are compiled arrays whatever the JSON types say.
 */
export async function loadMessages(language: InterfaceLanguage): Promise<Messages> {
  switch (language) {
    case 'en':
      return (await import('./en-messages')).default as Messages;
    case 'es':
      return (await import('./es-messages')).default as Messages;
    case 'pseudo': {
      const [{ pseudoMessages }, english] = await Promise.all([
        import('../lib/pure/i18n/pseudo-messages'),
        import('./en-messages'),
      ]);
      return pseudoMessages(english.default as never) as Messages;
    }
  }
}
