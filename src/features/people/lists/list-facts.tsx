import { Paper } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { DateTimeText } from '../../../ui/date-time-text';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { FactGrid } from '../../../ui/resource-view/fact-grid';
import { ListStatusBadge } from './lists-columns';
import { untypedText } from '../shared/untyped-text';

export type ListRecord = RecordOf<'/people/v2/lists', 'owner' | 'created_by' | 'updated_by'>;

/** The list's counts, state and timestamps; they change when the list runs. */
export function ListFacts({ list }: { list: ListRecord }) {
  const t = useT();
  const locale = useLocale();
  const a = list.attributes;
  return (
    <Paper withBorder p="md">
      <FactGrid
        cols={{ base: 2, sm: 3, lg: 6 }}
        facts={{
          [t('people.lists.facts.peopleFound')]: untypedText(a.total_people, locale) ?? '—',
          [t('people.columns.status')]: <ListStatusBadge status={a.status} />,
          [t('people.lists.columns.lastRun')]: (
            <DateTimeText value={a.batch_completed_at} empty={t('people.lists.never')} />
          ),
          [t('people.lists.columns.lastChanged')]: <DateTimeText value={a.updated_at} />,
          [t('people.lists.facts.inactivePeople')]: a.include_inactive
            ? t('people.lists.facts.included')
            : a.has_inactive_results
              ? t('people.lists.facts.leftOutSomeMatched')
              : t('people.lists.facts.leftOut'),
          [t('people.lists.columns.owner')]: list.related.owner?.attributes.name ?? '—',
        }}
      />
    </Paper>
  );
}
