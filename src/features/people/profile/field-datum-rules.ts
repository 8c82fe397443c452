/**
 * What a custom field's value may be, by the field's data type: the sandbox's rules
 * (src/sandbox/behaviour/people-write-hooks.ts), said in the form before anything is sent.
 */
import { isCalendarDate } from '../../../api/catalog/wire-dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { CatalogInputKind } from '../../../ui/catalog-field-input';

/** A header only titles the fields below it; a file field takes an upload, not a value. */
export function holdsValue(dataType: string): boolean {
  return dataType !== 'header' && dataType !== 'file';
}

/** Checkboxes keep one value per ticked option; every other field at most one value. */
export function holdsSeveral(dataType: string): boolean {
  return dataType === 'checkboxes';
}

export function inputKindOf(dataType: string): CatalogInputKind {
  switch (dataType) {
    case 'text':
      return 'textarea';
    case 'number':
      return 'decimal';
    case 'date':
      return 'date';
    case 'boolean':
    case 'select':
    case 'checkboxes':
      return 'select';
    default:
      return 'text';
  }
}

/** A yes / no field's choices: the values the service stores, in words. */
export function booleanChoices(t: Translate): { value: 'true' | 'false'; label: string }[] {
  return [
    { value: 'true', label: t('people.fieldData.yes') },
    { value: 'false', label: t('people.fieldData.no') },
  ];
}

/** Why `value` cannot be stored in a field of this type, or undefined. Blank is "required". */
export function fieldValueProblem(
  dataType: string,
  value: string,
  optionValues: readonly string[],
  t: Translate,
): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  switch (dataType) {
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(text) ? undefined : t('people.fieldData.problems.number');
    case 'date':
      return isCalendarDate(text) ? undefined : t('people.fieldData.problems.date');
    case 'boolean':
      return text === 'true' || text === 'false'
        ? undefined
        : t('people.fieldData.problems.boolean');
    case 'select':
    case 'checkboxes':
      return optionValues.includes(text) ? undefined : t('people.fieldData.problems.option');
    case 'header':
      return t('people.fieldData.problems.header');
    case 'file':
      return t('people.fieldData.problems.file');
    default:
      return undefined;
  }
}

/** Long text (a "text" field's notes) may run to a few paragraphs; every other value is a line. */
export function valueMaxLength(dataType: string): number {
  return dataType === 'text' ? 5000 : 255;
}
