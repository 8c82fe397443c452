import { Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import type { ColumnDef } from '../../ui/data-table';

import type { RecordOf } from '../../api/client-types';
import { useApiList } from '../../lib/api-query/api-queries';
import { useListUrlState } from '../../lib/list-url-state';
import { ColorSwatch } from '../../ui/color-swatch';
import { DataTable } from '../../ui/data-table';
import { PaginationBar } from '../../ui/pagination-bar';
import { IgnoredUrlParts, QueryError } from '../../ui/query-error';

const THEMES = '/check_ins/v2/themes';
type ThemeRecord = RecordOf<typeof THEMES>;

/**
 * A theme's image as text: images live on other hosts, and the page's Content-Security-Policy
 * (img-src 'self' data: blob:) does not load them.
 */
function ThemeImage({ url }: { url: unknown }) {
  if (typeof url !== 'string' || url === '') {
    return (
      <Text span size="sm" c="dimmed">
        No image
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconPhotoOff size={16} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Stack gap={0}>
        <Text span size="xs" style={{ wordBreak: 'break-all' }}>
          {url}
        </Text>
        <Text span size="xs" c="dimmed">
          Not shown: stored on another site
        </Text>
      </Stack>
    </Group>
  );
}

const columns: ColumnDef<ThemeRecord>[] = [
  {
    id: 'name',
    header: 'Theme',
    cell: ({ row }) => (
      <Text span size="sm" fw={600}>
        {row.original.attributes.name}
      </Text>
    ),
  },
  {
    id: 'color',
    header: 'Color',
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  {
    id: 'text_color',
    header: 'Text color',
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.text_color} />,
  },
  {
    id: 'image',
    header: 'Image',
    cell: ({ row }) => <ThemeImage url={row.original.attributes.image} />,
  },
];

/** The themes stations can show: colors and background image. */
export function StationThemesTable() {
  const list = useListUrlState(THEMES, {}, 'themes_');
  const query = useApiList(THEMES, list.options);
  return (
    <>
      <IgnoredUrlParts problems={list.problems} onClear={list.reset} />
      {query.isError ? (
        <QueryError error={query.error} what="the themes" onRetry={() => void query.refetch()} />
      ) : (
        <>
          <DataTable
            caption="Themes"
            columns={columns}
            rows={query.data?.records}
            rowKey={(theme) => theme.id}
            loading={query.isPending}
            refreshing={query.isPlaceholderData}
            skeletonRows={3}
            empty={
              <Group justify="center" py="lg">
                <Text c="dimmed">No themes are set up.</Text>
              </Group>
            }
          />
          <PaginationBar
            noun="themes"
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
