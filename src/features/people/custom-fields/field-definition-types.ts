import type { RecordOf } from '../../../api/client-types';

export const FIELD_DEFINITIONS = '/people/v2/field_definitions';
export type FieldDefinitionRecord = RecordOf<typeof FIELD_DEFINITIONS, 'tab'>;
/** A row of the page's list, which includes the tab and the options. */
export type FieldDefinitionRow = RecordOf<typeof FIELD_DEFINITIONS, 'tab' | 'field_options'>;
export type DataType = FieldDefinitionRecord['attributes']['data_type'];

/** Readable names of the catalog's data types (the values themselves are codes). */
export const dataTypeLabels: Readonly<Record<DataType, string>> = {
  boolean: 'Yes / no',
  checkboxes: 'Checkboxes (several choices)',
  date: 'Date',
  file: 'File',
  header: 'Section heading',
  number: 'Number',
  select: 'Drop-down (one choice)',
  string: 'Short text',
  text: 'Long text',
};

/** Only these data types have options (field_options). */
export function hasOptions(dataType: string): boolean {
  return dataType === 'select' || dataType === 'checkboxes';
}
