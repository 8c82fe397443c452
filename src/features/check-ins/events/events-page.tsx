import { Group, SegmentedControl } from '@mantine/core';

import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { eventColumns, eventsPath } from './events-columns';

type ArchiveChoice = 'active' | 'archived' | 'all';

const archiveChoices: { value: ArchiveChoice; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

const listDefaults = { order: 'name' } as const;

function archiveChoice(filter: readonly string[]): ArchiveChoice {
  if (filter.includes('archived')) return 'archived';
  return filter.includes('not_archived') ? 'active' : 'all';
}

/** Events: active, archived or all, sorted by name or creation, in pages. */
export function EventsPage() {
  return (
    <>
      <PageHeader
        title="Events"
        description="The recurring events people check in to. Open one to see its sessions, rooms, labels and attendance."
      />
      <CheckInsTabs />
      <ResourceList
        path={eventsPath}
        noun="events"
        columns={eventColumns}
        defaults={listDefaults}
        toolbar={(list) => (
          <Group justify="space-between" mb="md" gap="sm">
            <SegmentedControl
              aria-label="Show events"
              value={archiveChoice(list.query.filter)}
              data={archiveChoices}
              onChange={(value) =>
                list.setFilters(
                  value === 'active' ? ['not_archived'] : value === 'archived' ? ['archived'] : [],
                )
              }
            />
          </Group>
        )}
      />
    </>
  );
}
