import type { RecordOf } from '../../../api/client-types';
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

/** The tabs, the fields on them (without deleted ones) and one person's values. */
export function useFieldData(personId: string) {
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
  return { tabs, definitions, data };
}
