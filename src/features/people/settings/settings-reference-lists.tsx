import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { QueryError } from '../../../ui/query-error';
import type { PageQuery } from '../../../ui/resource-view/paged-table';
import { isWebUrl } from '../shared/untyped-text';

type Campus = RecordOf<'/people/v2/campuses'>;
type App = RecordOf<'/people/v2/apps'>;
type Carrier = RecordOf<'/people/v2/carriers'>;

/** Coordinates the spec leaves untyped, as text. */
function coordinate(value: unknown): string {
  return typeof value === 'number' ? value.toFixed(4) : value == null ? '—' : String(value);
}

const campusColumns: ColumnDef<Campus>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.attributes.name },
  {
    id: 'location',
    header: 'Latitude, longitude',
    cell: ({ row }) =>
      `${coordinate(row.original.attributes.latitude)}, ${coordinate(row.original.attributes.longitude)}`,
  },
];

const appColumns: ColumnDef<App>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.attributes.name },
  {
    id: 'url',
    header: 'Address',
    cell: ({ row }) => {
      const { url, name } = row.original.attributes;
      return isWebUrl(url) ? (
        <Anchor
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          aria-label={`${name} (opens in a new tab)`}
        >
          {url}
        </Anchor>
      ) : (
        url
      );
    },
  },
];

const carrierColumns: ColumnDef<Carrier>[] = [
  { id: 'name', header: 'Name', cell: ({ row }) => row.original.attributes.name },
  { id: 'value', header: 'Gateway', cell: ({ row }) => row.original.attributes.value },
];

function ReadOnlyList<T extends { id: string }>({
  id,
  title,
  description,
  query,
  columns,
}: {
  id: string;
  title: string;
  description: ReactNode;
  query: PageQuery<T>;
  columns: ColumnDef<T>[];
}) {
  const shown = query.data?.records.length ?? 0;
  const total = query.data?.totalCount ?? 0;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {description}
      </Text>
      {query.isError ? (
        <QueryError
          error={query.error}
          what={title.toLowerCase()}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <DataTable<T>
          caption={title}
          columns={columns}
          rows={query.data?.records}
          rowKey={(row) => row.id}
          loading={query.isPending}
          skeletonRows={3}
          empty={
            <Text c="dimmed" ta="center" py="sm" size="sm">
              None.
            </Text>
          }
        />
      )}
      {total > shown && (
        <Text size="xs" c="dimmed" mt="xs">
          Showing the first {shown} of {total}.
        </Text>
      )}
    </Paper>
  );
}

/** Campuses, subscribed apps and phone carriers: set up elsewhere, shown here for reference. */
export function SettingsReferenceLists() {
  const campuses = useApiList('/people/v2/campuses', { perPage: 100 });
  const apps = useApiList('/people/v2/apps', { order: 'name', perPage: 100 });
  const carriers = useApiList('/people/v2/carriers', { perPage: 100 });
  return (
    <>
      <ReadOnlyList
        id="settings-campuses"
        title="Campuses"
        description="Where the church meets."
        query={campuses}
        columns={campusColumns}
      />
      <ReadOnlyList
        id="settings-apps"
        title="Apps"
        description="The apps the church subscribes to."
        query={apps}
        columns={appColumns}
      />
      <ReadOnlyList
        id="settings-carriers"
        title="Phone carriers"
        description="Used to send text messages."
        query={carriers}
        columns={carrierColumns}
      />
    </>
  );
}
