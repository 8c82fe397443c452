import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';

export const FIELD_DEFINITIONS = '/people/v2/field_definitions';
export type FieldDefinitionRecord = RecordOf<typeof FIELD_DEFINITIONS, 'tab'>;
/** A row of the page's list, which includes the tab and the options. */
export type FieldDefinitionRow = RecordOf<typeof FIELD_DEFINITIONS, 'tab' | 'field_options'>;
export type DataType = FieldDefinitionRecord['attributes']['data_type'];

const dataTypeMessages: Readonly<Record<DataType, MessageId>> = {
  boolean: 'people.customFields.dataTypes.boolean',
  checkboxes: 'people.customFields.dataTypes.checkboxes',
  date: 'people.customFields.dataTypes.date',
  file: 'people.customFields.dataTypes.file',
  header: 'people.customFields.dataTypes.header',
  number: 'people.customFields.dataTypes.number',
  select: 'people.customFields.dataTypes.select',
  string: 'people.customFields.dataTypes.string',
  text: 'people.customFields.dataTypes.text',
};

/** Readable names of the catalog's data types (the values themselves are codes). */
export function dataTypeLabels(t: Translate): Record<DataType, string> {
  const labels = {} as Record<DataType, string>;
  for (const [type, id] of Object.entries(dataTypeMessages) as [DataType, MessageId][]) {
    labels[type] = t(id);
  }
  return labels;
}

/** Only these data types have options (field_options). */
export function hasOptions(dataType: string): boolean {
  return dataType === 'select' || dataType === 'checkboxes';
}
