import { Anchor, Badge, Group, SegmentedControl, Text } from '@mantine/core';
import type { ColumnDef } from '../../ui/data-table';
import { Link } from 'react-router';

import type { RecordOf } from '../../api/client-types';
import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { DataTable } from '../../ui/data-table';
import { DateTimeText } from '../../ui/date-time-text';
import { PageHeader } from '../../ui/page-header';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';
import { CheckInsTabs } from './check-ins-tabs';
import { eventPath } from './event-paths';

const EVENTS = '/check_ins/v2/events';
type EventRecord = RecordOf<typeof EVENTS>;

type ArchiveChoice = 'active' | 'archived' | 'all';

const archiveChoices: { value: ArchiveChoice; label: string }[] = [
  { value: 'active', label: 'Active' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All' },
];

const columns: ColumnDef<EventRecord>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    cell: ({ row }) => (
      <Anchor component={Link} to={eventPath(row.original.id)} fw={600}>
        {row.original.attributes.name}
      </Anchor>
    ),
  },
  { id: 'frequency', header: 'Frequency', cell: ({ row }) => row.original.attributes.frequency },
  {
    id: 'created_at',
    header: 'Created',
    meta: { orderBy: 'created_at' },
    cell: ({ row }) => <DateTimeText value={row.original.attributes.created_at} format="date" />,
  },
  {
    id: 'archived_at',
    header: 'Archived',
    cell: ({ row }) =>
      row.original.attributes.archived_at === null ? (
        <Text span size="sm" c="dimmed">
          Active
        </Text>
      ) : (
        <Group gap="xs" wrap="nowrap">
          <Badge color="gray" variant="light">
            Archived
          </Badge>
          <DateTimeText value={row.original.attributes.archived_at} format="date" size="sm" />
        </Group>
      ),
  },
];

/** Events: active, archived or all, sorted by name or creation, in pages. */
export function EventsPage() {
  const list = useListUrlState(EVENTS, { order: 'name' });
  const query = useApiList(EVENTS, list.options);
  const filter = list.query.filter;
  const archive: ArchiveChoice = filter.includes('archived')
    ? 'archived'
    : filter.includes('not_archived')
      ? 'active'
      : 'all';

  return (
    <>
      <PageHeader
        title="Events"
        description="The recurring events people check in to. Open one to see its sessions, rooms, labels and attendance."
      />
      <CheckInsTabs />
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label="Show events"
          value={archive}
          data={archiveChoices}
          onChange={(value) =>
            list.setFilters(
              value === 'active' ? ['not_archived'] : value === 'archived' ? ['archived'] : [],
            )
          }
        />
      </Group>
      {query.isError ? (
        <QueryError error={query.error} what="the events" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Events"
            columns={columns}
            rows={query.data?.records}
            rowKey={(event) => event.id}
            order={list.query.order}
            alwaysSorted
            onOrderChange={(order) => list.setOrder(order as typeof list.options.order)}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={5}
            empty={
              <Text c="dimmed" ta="center" py="lg">
                {archive === 'archived'
                  ? 'No event is archived.'
                  : archive === 'active'
                    ? 'No event is active.'
                    : 'There are no events yet.'}
              </Text>
            }
          />
          <PaginationBar
            noun="events"
            offset={list.query.offset}
            perPage={list.query.perPage}
            totalCount={query.data?.totalCount}
            onOffsetChange={list.setOffset}
            onPerPageChange={list.setPerPage}
          />
        </>
      )}
    </>
  );
}
