import { describe, expect, it } from 'vitest';

import { resources } from '../api/catalog/catalog';
import { normalizeAttribute, type AttributeSpec } from '../api/catalog/schema';
import { fieldLabel } from '../lib/pure/i18n/field-label';
import { translatorOf } from '../lib/pure/i18n/translator';
import { testLanguage } from '../ui/testing/test-providers';
import english from './en/fields.json';

/** Every attribute name of the catalog, the parts of lists and objects included. */
function attributeNames(): Set<string> {
  const names = new Set<string>();
  const walk = (attributes: Readonly<Record<string, AttributeSpec>>) => {
    for (const [name, spec] of Object.entries(attributes)) {
      names.add(name);
      const { items, fields } = normalizeAttribute(spec);
      if (items) walk(items);
      if (fields) walk(fields);
    }
  };
  for (const app of Object.values(resources)) {
    for (const resource of Object.values(app)) walk(resource.attributes);
  }
  return names;
}

describe('field labels', () => {
  it('has a label for every attribute of the catalog', () => {
    const missing = [...attributeNames()].filter(
      (name) => !Object.hasOwn(english, `fields.${name}`),
    );
    expect(missing, 'add them to src/messages/{en,es}/fields.json').toEqual([]);
  });

  it('labels a field in the interface language, and humanizes a name the catalogs lack', () => {
    const en = translatorOf(testLanguage('en').i18n);
    const es = translatorOf(testLanguage('es').i18n);
    expect(fieldLabel(en, 'first_name')).toBe('First name');
    expect(fieldLabel(es, 'first_name')).toBe('Nombre');
    expect(fieldLabel(es, 'total_cents')).toBe('Total');
    expect(fieldLabel(es, 'not_an_attribute')).toBe('Not an attribute');
  });
});
