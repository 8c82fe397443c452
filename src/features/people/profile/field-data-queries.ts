import type { RecordOf } from '../../../api/client-types';
import { useT } from '../../../ui/i18n/language-context';
import type { SectionQuery } from '../../../ui/resource-view/records-section';
import { groupFieldData, type FieldGroup } from './field-data-groups';
import { useAllRecords } from './person-all-records';

const TABS = '/people/v2/tabs';
const DEFINITIONS = '/people/v2/field_definitions';
export const FIELD_DATA = '/people/v2/people/{person_id}/field_data';

export type TabRecord = RecordOf<typeof TABS>;
export type DefinitionRecord = RecordOf<typeof DEFINITIONS, 'field_options' | 'tab'>;
export type OptionRecord = DefinitionRecord['related']['field_options'][number];
export type DatumRecord = RecordOf<typeof FIELD_DATA, 'field_definition' | 'field_option'>;

const definitionInclude = ['field_options', 'tab'] as const;
const datumInclude = ['field_definition', 'field_option'] as const;

/**
 * One person's custom field values grouped by tab (groupFieldData, empty groups left out), read
 * from the tabs, the fields (without deleted ones) and the values: one query's state for three.
 */
export function useFieldGroups(personId: string): SectionQuery<FieldGroup> {
  const t = useT();
  const tabs = useAllRecords(TABS, { order: 'sequence' }, { staleTime: 60_000 });
  const definitions = useAllRecords<typeof DEFINITIONS, 'field_options' | 'tab'>(
    DEFINITIONS,
    { include: definitionInclude, order: 'sequence' },
    { staleTime: 60_000 },
  );
  const data = useAllRecords<typeof FIELD_DATA, 'field_definition' | 'field_option'>(FIELD_DATA, {
    params: { person_id: personId },
    include: datumInclude,
  });
  const queries = [tabs, definitions, data];
  const failed = queries.find((query) => query.isError);
  return {
    data:
      tabs.data &&
      definitions.data &&
      data.data &&
      groupFieldData(
        tabs.data,
        definitions.data,
        data.data,
        t('people.fieldData.otherFields'),
      ).filter((group) => group.fields.length > 0),
    isError: failed !== undefined,
    error: failed?.error,
    refetch: () => {
      for (const query of queries) if (query.isError) void query.refetch();
    },
  };
}
