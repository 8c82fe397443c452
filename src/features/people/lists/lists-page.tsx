import { useMemo } from 'react';

import { useLocale, useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { PeopleTabs } from '../shared/people-tabs';
import { LISTS, listColumns } from './lists-columns';

const listDefaults = { order: 'name', include: ['owner'] } as const;

/** Saved people queries: how many each finds and when it last ran, sorted and paged in the URL. */
export function ListsPage() {
  const t = useT();
  const locale = useLocale();
  const columns = useMemo(() => listColumns(t, locale), [t, locale]);
  return (
    <>
      <PageHeader title={t('people.lists.title')} description={t('people.lists.description')} />
      <PeopleTabs />
      <ResourceList<typeof LISTS, 'owner'>
        path={LISTS}
        noun={t('people.lists.noun')}
        columns={columns}
        defaults={listDefaults}
      />
    </>
  );
}
