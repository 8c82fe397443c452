import { sentenceCase } from '../sentence-case';
import type { Translate } from './translator';

/** An attribute's name in English words: 'street_line_1' → 'Street line 1'. */
export function humanize(name: string): string {
  return sentenceCase(name.replace(/_/g, ' ').trim());
}

/**
 * A catalog field's label in the active language: `fields.<name>` in the catalogs
 * (src/messages/<language>/fields.json). A name the catalogs lack (a new attribute) shows
 * humanized; src/messages/fields-coverage.test.ts keeps every attribute of the catalog covered.
 */
export function fieldLabel(t: Translate, name: string): string {
  const id = `fields.${name}`;
  return t.has(id) ? t(id) : humanize(name);
}
