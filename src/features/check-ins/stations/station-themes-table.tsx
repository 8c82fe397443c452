import { Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';

import type { RecordOf } from '../../../api/client-types';
import { ColorSwatch } from '../../../ui/color-swatch';
import { attributeColumn, Dimmed } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';

const THEMES = '/check_ins/v2/themes';
type ThemeRecord = RecordOf<typeof THEMES>;

/**
 * A theme's image as text: images live on other hosts, and the page's Content-Security-Policy
 * (img-src 'self' data: blob:) does not load them.
 */
function ThemeImage({ url }: { url: unknown }) {
  if (typeof url !== 'string' || url === '') {
    return <Dimmed>No image</Dimmed>;
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

const columns: ListColumn<ThemeRecord>[] = [
  attributeColumn(THEMES, 'name', { header: 'Theme' }),
  {
    id: 'color',
    header: 'Color',
    csv: (theme) => theme.attributes.color?.toLowerCase(),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  {
    id: 'text_color',
    header: 'Text color',
    csv: (theme) => theme.attributes.text_color?.toLowerCase(),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.text_color} />,
  },
  {
    id: 'image',
    header: 'Image',
    csv: (theme) => theme.attributes.image,
    cell: ({ row }) => <ThemeImage url={row.original.attributes.image} />,
  },
];

/** The themes stations can show: colors and background image. */
export function StationThemesTable() {
  return <ResourceList path={THEMES} noun="themes" columns={columns} urlPrefix="themes_" />;
}
