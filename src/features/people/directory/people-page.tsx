import { Group, NativeSelect } from '@mantine/core';

import { listPrefetch } from '../../../lib/browser/api-query/page-prefetch';
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

const orderChoices = peopleOrderChoices();
const listDefaults = { order: DEFAULT_PEOPLE_ORDER } as const;

export const prefetchPeople = listPrefetch(PEOPLE, listDefaults, '', peopleFields);

function searchOf(where: Readonly<Record<string, unknown>>): string {
  return typeof where.search_name === 'string' ? where.search_name : '';
}

/** The directory: everyone in the people app, searched by name, sorted and paged in the URL. */
export function PeoplePage() {
  return (
    <>
      <PageHeader
        title="People"
        description="Look up the people in your church's records, with their households and contact details."
      />
      <PeopleTabs />
      <ResourceList
        path={PEOPLE}
        noun="people"
        columns={peopleColumns}
        defaults={listDefaults}
        fields={peopleFields}
        selectRow={(person) => ({ id: person.id, name: personDisplayName(person.attributes) })}
        empty={(list) => {
          const search = searchOf(list.query.where);
          return search === ''
            ? 'There are no people yet.'
            : `Nobody’s name or nickname contains “${search}”.`;
        }}
        toolbar={(list) => (
          <Group mb="md" gap="md" align="flex-end" wrap="wrap" role="search" aria-label="People">
            <PeopleDirectorySearch
              value={searchOf(list.query.where)}
              onSearch={(text) => list.setWhere('search_name', text === '' ? undefined : text)}
            />
            <NativeSelect
              label="Order by"
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
