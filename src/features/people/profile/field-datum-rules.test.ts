import { describe, expect, it } from 'vitest';

import { fieldValueProblem, holdsSeveral, holdsValue, inputKindOf } from './field-datum-rules';

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
