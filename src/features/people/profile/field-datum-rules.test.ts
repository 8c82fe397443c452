import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import {
  fieldValueProblem as problemOf,
  holdsSeveral,
  holdsValue,
  inputKindOf,
  valueMaxLength,
} from './field-datum-rules';

const t = translatorOf(testLanguage().i18n);
const fieldValueProblem = (dataType: string, value: string, options: readonly string[]) =>
  problemOf(dataType, value, options, t);

describe('custom field values by data type (the sandbox write hook’s rules)', () => {
  it('takes decimal numbers only for number fields', () => {
    expect(fieldValueProblem('number', '12', [])).toBeUndefined();
    expect(fieldValueProblem('number', '-3.5', [])).toBeUndefined();
    expect(fieldValueProblem('number', '1e3', [])).toMatch(/number/);
    expect(fieldValueProblem('number', 'ten', [])).toMatch(/number/);
  });

  it('takes real calendar dates for date fields and true/false for boolean fields', () => {
    expect(fieldValueProblem('date', '2026-02-28', [])).toBeUndefined();
    expect(fieldValueProblem('date', '2026-02-30', [])).toMatch(/date/);
    expect(fieldValueProblem('boolean', 'true', [])).toBeUndefined();
    expect(fieldValueProblem('boolean', 'yes', [])).toMatch(/Yes or No/);
  });

  it('takes one of the options for select and checkboxes fields', () => {
    expect(fieldValueProblem('select', 'M', ['S', 'M'])).toBeUndefined();
    expect(fieldValueProblem('checkboxes', 'XL', ['S', 'M'])).toMatch(/options/);
  });

  it('leaves blank to the required check and holds no value in headers and file fields', () => {
    expect(fieldValueProblem('number', '  ', [])).toBeUndefined();
    expect(holdsValue('header')).toBe(false);
    expect(holdsValue('file')).toBe(false);
    expect(fieldValueProblem('file', 'x', [])).toMatch(/upload/);
    expect(holdsSeveral('checkboxes')).toBe(true);
    expect(holdsSeveral('select')).toBe(false);
  });

  it('chooses the input by data type', () => {
    expect(inputKindOf('text')).toBe('textarea');
    expect(inputKindOf('number')).toBe('decimal');
    expect(inputKindOf('date')).toBe('date');
    expect(inputKindOf('boolean')).toBe('select');
    expect(inputKindOf('string')).toBe('text');
  });
});

describe('fieldValueProblem, for any input', () => {
  it('passes numbers for a number field and never text that is not one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.nat(999), (whole, fraction) => {
        expect(fieldValueProblem('number', `${whole}.${fraction}`, [])).toBeUndefined();
      }),
    );
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 10 }), (text) => {
        fc.pre(!/^\s*-?\d+(\.\d+)?\s*$/.test(text) && text.trim() !== '');
        expect(fieldValueProblem('number', text, [])).toBeDefined();
      }),
    );
  });

  it('passes only the options of a drop-down', () => {
    const options = ['Red', 'Green', 'Blue'];
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 8 }), (text) => {
        fc.pre(text.trim() !== '');
        const problem = fieldValueProblem('select', text, options);
        expect(problem === undefined).toBe(options.includes(text.trim()));
      }),
    );
  });

  it('bounds long text more loosely than a one-line value', () => {
    expect(valueMaxLength('text')).toBeGreaterThan(valueMaxLength('string'));
  });
});
