import { describe, expect, it } from 'vitest';

import { groupFieldData } from './field-data-groups';
import type { DatumRecord, DefinitionRecord, TabRecord } from './field-data-queries';

const tab = (id: string, name: string, sequence: number) =>
  ({ id, attributes: { name, sequence, slug: name } }) as unknown as TabRecord;

const definition = (id: string, name: string, sequence: number, tabId: string | null) =>
  ({
    id,
    attributes: { name, sequence, data_type: 'string' },
    related: { tab: tabId === null ? null : { id: tabId }, field_options: [] },
  }) as unknown as DefinitionRecord;

const datum = (id: string, definitionId: string, value: string) =>
  ({
    id,
    attributes: { value },
    related: { field_definition: { id: definitionId } },
  }) as unknown as DatumRecord;

describe('groupFieldData', () => {
  it('groups values by tab, then field, each in sequence; untabbed fields come last', () => {
    const groups = groupFieldData(
      [tab('2', 'Volunteering', 2), tab('1', 'Personal', 1)],
      [
        definition('11', 'Verse', 2, '1'),
        definition('10', 'Shirt', 1, '1'),
        definition('20', 'Teams', 1, '2'),
        definition('30', 'Loose', 1, null),
      ],
      [
        datum('a', '10', 'M'),
        datum('b', '20', 'Kids'),
        datum('c', '20', 'Tech'),
        datum('d', '99', 'x'),
      ],
      'Other fields',
    );
    expect(groups.map((g) => g.name)).toEqual(['Personal', 'Volunteering', 'Other fields']);
    expect(groups[0]?.fields.map((f) => f.definition.attributes.name)).toEqual(['Shirt', 'Verse']);
    expect(groups[0]?.fields[0]?.data.map((d) => d.attributes.value)).toEqual(['M']);
    expect(groups[1]?.fields[0]?.data.map((d) => d.attributes.value)).toEqual(['Kids', 'Tech']);
    // A value of a deleted (unlisted) field is not shown.
    expect(groups.flatMap((g) => g.fields.flatMap((f) => f.data)).map((d) => d.id)).not.toContain(
      'd',
    );
  });
});
