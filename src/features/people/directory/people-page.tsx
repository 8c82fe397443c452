import { Group, NativeSelect } from '@mantine/core';
import { useMemo } from 'react';

import { listPrefetch } from '../../../lib/browser/api-query/page-prefetch';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { personDisplayName } from '../shared/person-name';
import { PeopleTabs } from '../shared/people-tabs';
import { peopleColumns, peopleFields } from './people-directory-columns';
import {
  DEFAULT_PEOPLE_ORDER,
  PEOPLE,
  peopleOrderChoices,
  type PeopleOrder,
} from './people-directory-order';
import { PeopleDirectorySearch } from './people-directory-search';

const listDefaults = { order: DEFAULT_PEOPLE_ORDER } as const;

export const prefetchPeople = listPrefetch(PEOPLE, listDefaults, '', peopleFields);

function searchOf(where: Readonly<Record<string, unknown>>): string {
  return typeof where.search_name === 'string' ? where.search_name : '';
}

/** The directory: everyone in the people app, searched by name, sorted and paged in the URL. */
export function PeoplePage() {
  const t = useT();
  const columns = useMemo(() => peopleColumns(t), [t]);
  const orderChoices = useMemo(() => peopleOrderChoices(t), [t]);
  return (
    <>
      <PageHeader
        title={t('people.directory.title')}
        description={t('people.directory.description')}
      />
      <PeopleTabs />
      <ResourceList
        path={PEOPLE}
        noun={t('people.directory.noun')}
        columns={columns}
        defaults={listDefaults}
        fields={peopleFields}
        selectRow={(person) => ({ id: person.id, name: personDisplayName(person.attributes, t) })}
        empty={(list) => {
          const search = searchOf(list.query.where);
          return search === ''
            ? t('people.directory.empty')
            : t('people.directory.noMatch', { search });
        }}
        toolbar={(list) => (
          <Group
            mb="md"
            gap="md"
            align="flex-end"
            wrap="wrap"
            role="search"
            aria-label={t('people.directory.searchLabel')}
          >
            <PeopleDirectorySearch
              value={searchOf(list.query.where)}
              onSearch={(text) => list.setWhere('search_name', text === '' ? undefined : text)}
            />
            <NativeSelect
              label={t('people.directory.orderBy')}
              data={orderChoices}
              value={list.query.order ?? DEFAULT_PEOPLE_ORDER}
              onChange={(event) => list.setOrder(event.currentTarget.value as PeopleOrder)}
            />
          </Group>
        )}
      />
    </>
  );
}
