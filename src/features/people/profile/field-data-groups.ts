import type { DatumRecord, DefinitionRecord, OptionRecord, TabRecord } from './field-data-queries';

/** One custom field on a person's profile: its definition, its options and their values. */
export interface FieldEntry {
  definition: DefinitionRecord;
  /** Choices of a select or checkboxes field, in their order. */
  options: OptionRecord[];
  /** The person's values: at most one, except for checkboxes (one per ticked option). */
  data: DatumRecord[];
}

export interface FieldGroup {
  id: string;
  name: string;
  fields: FieldEntry[];
}

const bySequence = (
  a: { attributes: { sequence: number } },
  b: { attributes: { sequence: number } },
) => a.attributes.sequence - b.attributes.sequence;

/**
 * The person's custom field values grouped as the profile shows them: by tab (in tab order),
 * then by field (in field order), fields on no tab last under `otherName`. Values of deleted
 * fields are left out, as the fields are.
 */
export function groupFieldData(
  tabs: readonly TabRecord[],
  definitions: readonly DefinitionRecord[],
  data: readonly DatumRecord[],
  otherName: string,
): FieldGroup[] {
  const dataByDefinition = new Map<string, DatumRecord[]>();
  for (const datum of data) {
    const definitionId = datum.related.field_definition?.id;
    if (definitionId === undefined) continue;
    dataByDefinition.set(definitionId, [...(dataByDefinition.get(definitionId) ?? []), datum]);
  }
  const groups = [...tabs].sort(bySequence).map((tab) => ({
    id: tab.id,
    name: tab.attributes.name,
    fields: [] as FieldEntry[],
  }));
  const other: FieldGroup = { id: 'other', name: otherName, fields: [] };
  for (const definition of [...definitions].sort(bySequence)) {
    const tabId = definition.related.tab?.id;
    const group = groups.find((g) => g.id === tabId) ?? other;
    group.fields.push({
      definition,
      options: [...definition.related.field_options].sort(bySequence),
      data: dataByDefinition.get(definition.id) ?? [],
    });
  }
  return other.fields.length > 0 ? [...groups, other] : groups;
}
