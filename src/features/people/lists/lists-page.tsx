import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { PeopleTabs } from '../shared/people-tabs';
import { LISTS, listColumns } from './lists-columns';

const listDefaults = { order: 'name', include: ['owner'] } as const;

/** Saved people queries: how many each finds and when it last ran, sorted and paged in the URL. */
export function ListsPage() {
  return (
    <>
      <PageHeader
        title="Lists"
        description="Saved queries that find people by their details. Open one to see its rules and results, or to run it again."
      />
      <PeopleTabs />
      <ResourceList<typeof LISTS, 'owner'>
        path={LISTS}
        noun="lists"
        columns={listColumns}
        defaults={listDefaults}
      />
    </>
  );
}
