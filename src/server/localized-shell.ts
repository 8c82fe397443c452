/**
 * The built index.html (the dashboard's shell) in the language of a request: its `<html lang>`,
 * its description and its note for a browser without JavaScript. The page's own words come
 * with its scripts (src/messages), which set the language again once they run; this is what a
 * browser, a screen reader or a search engine reads before that.
 */
import { escapeHtml } from '../lib/pure/escape-html';
import type { ServerWords } from './server-words';

/** `<html …>` with `lang` set, whether it had one or not. */
function withLang(htmlTag: string, lang: string): string {
  return /\slang="[^"]*"/i.test(htmlTag)
    ? htmlTag.replace(/(\slang=")[^"]*"/i, (_, start: string) => `${start}${lang}"`)
    : htmlTag.replace(/^<html/i, `<html lang="${lang}"`);
}

/** `html` for a request in `words`' language; English is the file as built. */
export function localizedShell(html: string, words: ServerWords): string {
  if (words.language === 'en') return html;
  const { lang, t } = words;
  // Replaced by functions, so that no `$` of a message is read as a pattern.
  const description = escapeHtml(t('server.shell.description'));
  const noscript = escapeHtml(t('server.shell.noscript'));
  return html
    .replace(/<html\b[^>]*>/i, (tag) => withLang(tag, lang))
    .replace(
      /(<meta\s+name="description"\s+content=")[^"]*"/i,
      (_, start: string) => `${start}${description}"`,
    )
    .replace(/<noscript>[\s\S]*?<\/noscript>/i, () => `<noscript>${noscript}</noscript>`);
}
