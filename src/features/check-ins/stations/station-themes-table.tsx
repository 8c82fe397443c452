import { Group, Stack, Text } from '@mantine/core';
import { IconPhotoOff } from '@tabler/icons-react';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { ColorSwatch } from '../../../ui/color-swatch';
import { useT } from '../../../ui/i18n/language-context';
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
  const t = useT();
  if (typeof url !== 'string' || url === '') {
    return <Dimmed>{t('check-ins.stations.themes.noImage')}</Dimmed>;
  }
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      <IconPhotoOff size={16} stroke={1.5} aria-hidden="true" style={{ flexShrink: 0 }} />
      <Stack gap={0}>
        <Text span size="xs" style={{ wordBreak: 'break-all' }}>
          {url}
        </Text>
        <Text span size="xs" c="dimmed">
          {t('check-ins.stations.themes.notShown')}
        </Text>
      </Stack>
    </Group>
  );
}

const columns = (t: Translate): ListColumn<ThemeRecord>[] => [
  attributeColumn(THEMES, 'name', { header: t('check-ins.stations.themes.theme') }),
  {
    id: 'color',
    header: t('check-ins.stations.themes.color'),
    csv: (theme) => theme.attributes.color?.toLowerCase(),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.color} />,
  },
  {
    id: 'text_color',
    header: t('check-ins.stations.themes.textColor'),
    csv: (theme) => theme.attributes.text_color?.toLowerCase(),
    cell: ({ row }) => <ColorSwatch color={row.original.attributes.text_color} />,
  },
  {
    id: 'image',
    header: t('check-ins.stations.themes.image'),
    csv: (theme) => theme.attributes.image,
    cell: ({ row }) => <ThemeImage url={row.original.attributes.image} />,
  },
];

/** The themes stations can show: colors and background image. */
export function StationThemesTable() {
  const t = useT();
  const themeColumns = useMemo(() => columns(t), [t]);
  return (
    <ResourceList
      path={THEMES}
      noun={t('check-ins.stations.themes.noun')}
      columns={themeColumns}
      urlPrefix="themes_"
    />
  );
}
