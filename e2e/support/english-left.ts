import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, type Page } from '@playwright/test';

/**
 * Finds English left on a page shown in another language. English is recognised by its words:
 * every word of the English catalogs (src/messages/en) that no other language's catalog also
 * uses ("total", "general", "email" are words in both). A word on the page is English left over
 * when it is one of those and not a word of the data the page was given (names, event and fund
 * names come from the API and are never translated): the API's and the session's answers as
 * they arrive, and a server-rendered page's state.
 */
const messagesDir = fileURLToPath(new URL('../../src/messages', import.meta.url));

const ICU_WORDS = new Set(['plural', 'select', 'selectordinal', 'one', 'other', 'offset']);

function wordsOf(text: string): string[] {
  return (text.match(/[A-Za-z\u00C0-\u024F]{3,}/g) ?? []).map((word) => word.toLowerCase());
}

function catalogWords(language: string): Set<string> {
  const words = new Set<string>();
  for (const file of readdirSync(path.join(messagesDir, language))) {
    if (!file.endsWith('.json') || file === 'server.json') continue;
    const catalog = JSON.parse(
      readFileSync(path.join(messagesDir, language, file), 'utf8'),
    ) as Record<string, string>;
    for (const message of Object.values(catalog)) {
      // Placeholder names ({count}, {name}) and ICU keywords are not words of the text.
      const text = message.replace(/\{\s*\w+\s*(,\s*\w+\s*)?[,}]/g, ' ');
      for (const word of wordsOf(text)) if (!ICU_WORDS.has(word)) words.add(word);
    }
  }
  return words;
}

let englishOnly: Set<string> | undefined;

/** Spanish month and weekday names as Intl writes them ("may", "ago" are months there). */
function spanishCalendarWords(): string[] {
  const words: string[] = [];
  for (const locale of ['es', 'es-MX', 'es-US']) {
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let m = 0; m < 12; m++) words.push(...wordsOf(format.format(Date.UTC(2026, m, 15))));
    }
    for (const weekday of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { weekday, timeZone: 'UTC' });
      for (let d = 0; d < 7; d++) words.push(...wordsOf(format.format(Date.UTC(2026, 10, 1 + d))));
    }
  }
  return words;
}

function englishOnlyWords(): Set<string> {
  if (!englishOnly) {
    const english = catalogWords('en');
    for (const word of catalogWords('es')) english.delete(word);
    for (const word of spanishCalendarWords()) english.delete(word);
    englishOnly = english;
  }
  return englishOnly;
}

function collectStrings(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') for (const word of wordsOf(value)) into.add(word);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectStrings(item, into);
  }
}

/** Starts noting the words of the data `page` receives; call before the page loads. */
export function watchDataWords(page: Page): Set<string> {
  const words = new Set<string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!/^\/(api|auth)\//.test(url.pathname)) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    try {
      collectStrings(await response.json(), words);
    } catch {
      // An answer with no body (a 204, an aborted request) has no words.
    }
  });
  return words;
}

/** The words of the visible page, and of its labels a screen reader reads, and its title. */
async function pageText(page: Page): Promise<{ text: string; state: string }> {
  return page.evaluate(() => {
    // Not the interface: the code editors' text (the rules file being edited), form fields'
    // values, content marked translate="no" (a pull request's text, a rule's keys), and what the
    // page marks as English on purpose (the rules engine's diagnostics).
    const notInterface = '.cm-editor, textarea, [translate="no"], body [lang|="en"]';
    const hidden = [...document.querySelectorAll<HTMLElement>(notInterface)];
    for (const element of hidden) element.style.setProperty('display', 'none', 'important');
    const texts = [document.body.innerText, document.title];
    for (const element of hidden) element.style.removeProperty('display');
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.closest(notInterface)) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    const state = document.getElementById('narthex-page-state')?.textContent ?? '';
    return { text: texts.join('\n'), state };
  });
}

/** The words of `text` that are English catalog words and not data, sorted. */
export function englishLeftIn(text: string, ...dataWords: Set<string>[]): string[] {
  const english = englishOnlyWords();
  const left = new Set<string>();
  for (const raw of text.split(/[^A-Za-z\u00C0-\u024F]+/)) {
    const word = raw.toLowerCase();
    if (word.length < 3 || !english.has(word)) continue;
    if (dataWords.some((data) => data.has(word))) continue;
    left.add(raw);
  }
  return [...left].sort();
}

/**
 * The words Intl writes in English (months, weekdays, "and" joining a list): the pseudo language
 * formats as English, so there they are the formats', not text that skipped the catalogs.
 */
export function englishFormatWords(): Set<string> {
  const words = new Set<string>();
  const add = (text: string) => wordsOf(text).forEach((word) => words.add(word));
  for (const month of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en', { month, timeZone: 'UTC' });
    for (let m = 0; m < 12; m++) add(format.format(Date.UTC(2026, m, 15)));
  }
  for (const weekday of ['long', 'short'] as const) {
    const format = new Intl.DateTimeFormat('en', { weekday, timeZone: 'UTC' });
    for (let d = 0; d < 7; d++) add(format.format(Date.UTC(2026, 10, 1 + d)));
  }
  // The pseudo language accents vowels: a word without one ("YYYY") reads the same in it.
  for (const word of englishOnlyWords()) if (!/[aeiou]/.test(word)) words.add(word);
  add(new Intl.ListFormat('en').format(['a', 'b', 'c']));
  add(new Intl.ListFormat('en', { type: 'disjunction' }).format(['a', 'b']));
  return words;
}

/** Fails when `page` shows a word of the English catalogs that is not data (nor `allowed`). */
export async function expectNoEnglishLeft(
  page: Page,
  dataWords: Set<string>,
  where: string,
  allowed: Set<string> = new Set(),
): Promise<void> {
  const { text, state } = await pageText(page);
  const stateWords = new Set<string>();
  if (state) collectStrings(JSON.parse(state) as unknown, stateWords);
  const left = englishLeftIn(text, dataWords, stateWords, allowed);
  // Where each word is, to find it: the element around the first text that holds it.
  const places = await page.evaluate((words) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const found: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const skip = '.cm-editor, textarea, [translate="no"], body [lang|="en"]';
      if (!element || element.closest(skip)) continue;
      const word = words.find((w) => new RegExp(`\\b${w}\\b`).test(node.textContent ?? ''));
      if (word) found.push(`${word}: ${element.outerHTML.slice(0, 200)}`);
    }
    return found.slice(0, 10);
  }, left);
  expect(left, `English words left on ${where}\n${places.join('\n')}`).toEqual([]);
}
