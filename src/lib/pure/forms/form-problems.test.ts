import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { writeFields, type WriteField } from './catalog-fields';
import { catalogFieldProblems } from './form-problems';
import { DEFAULT_MAX_LENGTH } from './text-rules';
import { testTranslate } from '../i18n/testing/test-translate';

const t = testTranslate();

/** The write endpoints of the people and check-ins forms, each with the text they edit. */
const endpoints: [method: 'POST' | 'PATCH', path: string][] = [
  ['POST', '/people/v2/people/{person_id}/addresses'],
  ['PATCH', '/people/v2/people/{person_id}/addresses/{id}'],
  ['POST', '/people/v2/people/{person_id}/emails'],
  ['POST', '/people/v2/people/{person_id}/field_data'],
  ['POST', '/people/v2/households'],
  ['PATCH', '/people/v2/households/{id}'],
  ['POST', '/people/v2/tabs/{tab_id}/field_definitions'],
  ['PATCH', '/people/v2/field_definitions/{id}'],
  ['POST', '/people/v2/field_definitions/{field_definition_id}/field_options'],
  ['POST', '/people/v2/marital_statuses'],
  ['POST', '/check_ins/v2/people/{person_id}/passes'],
];

/** Free text fields: strings without a list of allowed values or a pattern, never null. */
const freeText = (field: WriteField) =>
  field.spec.type === 'string' && !field.spec.values && !field.spec.pattern && !field.spec.nullable;

const blank = fc.string({ unit: fc.constantFrom(' ', '\t', '\n'), maxLength: 5 });
const printable = fc.string({ unit: fc.constantFrom(...'abcXYZ019 -.'), minLength: 1 });

describe.each(endpoints)('catalogFieldProblems of %s %s', (method, path) => {
  const fields = writeFields(t, method, path).map((field) => ({ ...field, required: true }));
  const text = fields.filter(freeText);

  it('reads whitespace-only text as empty: a required field is missing', () => {
    fc.assert(
      fc.property(blank, (value) => {
        for (const field of text) {
          expect(catalogFieldProblems(t, [field], { [field.name]: value })[field.name]).toBe(
            `${field.label} is required`,
          );
        }
      }),
    );
  });

  it('refuses text over the limit, and passes text within it', () => {
    fc.assert(
      fc.property(
        printable.filter((value) => value.trim() !== ''),
        fc.integer({ min: 1, max: 40 }),
        (value, max) => {
          for (const field of text) {
            const limits = { [field.name]: max };
            const problem = catalogFieldProblems(t, [field], { [field.name]: value }, limits);
            expect(problem[field.name] === undefined).toBe(value.trim().length <= max);
          }
        },
      ),
    );
  });

  it('bounds every text field by default', () => {
    for (const field of text) {
      const long = 'x'.repeat(DEFAULT_MAX_LENGTH + 1);
      expect(catalogFieldProblems(t, [field], { [field.name]: long })[field.name]).toMatch(
        /at most/,
      );
    }
  });
});
