import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';

import { languages } from '../lib/pure/i18n/languages';

/**
 * The catalogs' completeness: every language has every message of every area, under the area's
 * own prefix, non-empty, parsing as ICU, with the same placeholders and element tags as English.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const areaFiles = readdirSync(path.join(here, 'en')).filter((file) => file.endsWith('.json'));

function catalog(language: string, file: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(here, language, file), 'utf8')) as Record<
    string,
    string
  >;
}

/** The placeholders and `<n>` tags of a message, sorted, whatever their order in the sentence. */
function slots(message: string): string[] {
  const names = new Set<string>();
  const walk = (compiled: CompiledMessage) => {
    for (const token of compiled) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?(\d+)\/?>/g)) names.add(`<${tag[1]}>`);
        continue;
      }
      const [name, , format] = token;
      if (name !== '#') names.add(name);
      if (format && typeof format === 'object') {
        for (const [key, value] of Object.entries(format)) {
          if (key !== 'offset') walk(value as CompiledMessage);
        }
      }
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

describe('message catalogs', () => {
  it('has the same areas in every language', () => {
    for (const language of languages) {
      const files = readdirSync(path.join(here, language)).filter((f) => f.endsWith('.json'));
      expect(files.sort(), language).toEqual([...areaFiles].sort());
    }
  });

  it('loads every area but the server’s into the browser’s catalogs', () => {
    for (const language of languages) {
      const source = readFileSync(path.join(here, `${language}-messages.ts`), 'utf8');
      for (const file of areaFiles) {
        const imported = source.includes(`'./${language}/${file}'`);
        expect(imported, `${language}-messages.ts imports ${file}`).toBe(file !== 'server.json');
      }
    }
  });

  for (const file of areaFiles) {
    const area = file.replace(/\.json$/, '');
    it(`${area}: every message in every language, parsing, with English's placeholders`, () => {
      const english = catalog('en', file);
      for (const id of Object.keys(english)) {
        expect(id.startsWith(`${area}.`), `${id} is under "${area}."`).toBe(true);
      }
      for (const language of languages) {
        const messages = catalog(language, file);
        expect(Object.keys(messages).sort(), `${language}/${file} has English's ids`).toEqual(
          Object.keys(english).sort(),
        );
        for (const [id, message] of Object.entries(messages)) {
          expect(message.trim(), `${language} ${id} is empty`).not.toBe('');
          expect(() => compileMessageOrThrow(message), `${language} ${id}`).not.toThrow();
          expect(slots(message), `${language} ${id}'s placeholders`).toEqual(
            slots(english[id] ?? ''),
          );
        }
      }
    });
  }
});
