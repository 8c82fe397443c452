import { Group, SegmentedControl } from '@mantine/core';
import { useMemo } from 'react';

import type { MessageId } from '../../../messages/message-id';
import { useT } from '../../../ui/i18n/language-context';
import { PageHeader } from '../../../ui/page-header';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { CheckInsTabs } from '../shared/check-ins-tabs';
import { eventColumns, eventsPath } from './events-columns';

type ArchiveChoice = 'active' | 'archived' | 'all';

const archiveChoices: { value: ArchiveChoice; label: MessageId }[] = [
  { value: 'active', label: 'check-ins.events.list.active' },
  { value: 'archived', label: 'check-ins.events.list.archived' },
  { value: 'all', label: 'check-ins.events.list.all' },
];

const listDefaults = { order: 'name' } as const;

function archiveChoice(filter: readonly string[]): ArchiveChoice {
  if (filter.includes('archived')) return 'archived';
  return filter.includes('not_archived') ? 'active' : 'all';
}

/** Events: active, archived or all, sorted by name or creation, in pages. */
export function EventsPage() {
  const t = useT();
  const columns = useMemo(() => eventColumns(t), [t]);
  const choices = useMemo(
    () => archiveChoices.map((choice) => ({ value: choice.value, label: t(choice.label) })),
    [t],
  );
  return (
    <>
      <PageHeader
        title={t('check-ins.events.list.title')}
        description={t('check-ins.events.list.description')}
      />
      <CheckInsTabs />
      <ResourceList
        path={eventsPath}
        noun={t('check-ins.events.list.noun')}
        columns={columns}
        defaults={listDefaults}
        toolbar={(list) => (
          <Group justify="space-between" mb="md" gap="sm">
            <SegmentedControl
              aria-label={t('check-ins.events.list.show')}
              value={archiveChoice(list.query.filter)}
              data={choices}
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
