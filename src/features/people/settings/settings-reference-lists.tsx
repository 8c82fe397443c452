import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';

import type { RecordOf } from '../../../api/client-types';
import { useApiList } from '../../../lib/browser/api-query/api-queries';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DataTable, type ColumnDef } from '../../../ui/data-table';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { QueryError } from '../../../ui/query-error';
import type { PageQuery } from '../../../ui/resource-view/paged-table';
import { isWebUrl } from '../shared/untyped-text';

type Campus = RecordOf<'/people/v2/campuses'>;
type App = RecordOf<'/people/v2/apps'>;
type Carrier = RecordOf<'/people/v2/carriers'>;

/** Coordinates the spec leaves untyped, as text (four decimals, in `locale`). */
function coordinate(value: unknown, locale: string): string {
  if (typeof value === 'number') {
    return new Intl.NumberFormat(locale, {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
      useGrouping: false,
    }).format(value);
  }
  return value == null ? '—' : String(value);
}

function campusColumns(t: Translate, locale: string): ColumnDef<Campus>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      cell: ({ row }) => row.original.attributes.name,
    },
    {
      id: 'location',
      header: t('people.settings.campuses.location'),
      cell: ({ row }) =>
        t('people.settings.campuses.coordinates', {
          latitude: coordinate(row.original.attributes.latitude, locale),
          longitude: coordinate(row.original.attributes.longitude, locale),
        }),
    },
  ];
}

function appColumns(t: Translate): ColumnDef<App>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      cell: ({ row }) => row.original.attributes.name,
    },
    {
      id: 'url',
      header: t('people.settings.apps.address'),
      cell: ({ row }) => {
        const { url, name } = row.original.attributes;
        return isWebUrl(url) ? (
          <Anchor
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            aria-label={t('people.settings.apps.opensInNewTab', { name })}
          >
            {url}
          </Anchor>
        ) : (
          url
        );
      },
    },
  ];
}

function carrierColumns(t: Translate): ColumnDef<Carrier>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      cell: ({ row }) => row.original.attributes.name,
    },
    {
      id: 'value',
      header: t('people.settings.carriers.gateway'),
      cell: ({ row }) => row.original.attributes.value,
    },
  ];
}

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
  const t = useT();
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
              {t('people.settings.reference.none')}
            </Text>
          }
        />
      )}
      {total > shown && (
        <Text size="xs" c="dimmed" mt="xs">
          {t('people.settings.reference.showingFirst', { shown, total })}
        </Text>
      )}
    </Paper>
  );
}

/** Campuses, subscribed apps and phone carriers: set up elsewhere, shown here for reference. */
export function SettingsReferenceLists() {
  const t = useT();
  const locale = useLocale();
  const columns = useMemo(
    () => ({
      campuses: campusColumns(t, locale),
      apps: appColumns(t),
      carriers: carrierColumns(t),
    }),
    [t, locale],
  );
  const campuses = useApiList('/people/v2/campuses', { perPage: 100 });
  const apps = useApiList('/people/v2/apps', { order: 'name', perPage: 100 });
  const carriers = useApiList('/people/v2/carriers', { perPage: 100 });
  return (
    <>
      <ReadOnlyList
        id="settings-campuses"
        title={t('people.settings.campuses.title')}
        description={t('people.settings.campuses.description')}
        query={campuses}
        columns={columns.campuses}
      />
      <ReadOnlyList
        id="settings-apps"
        title={t('people.settings.apps.title')}
        description={t('people.settings.apps.description')}
        query={apps}
        columns={columns.apps}
      />
      <ReadOnlyList
        id="settings-carriers"
        title={t('people.settings.carriers.title')}
        description={t('people.settings.carriers.description')}
        query={carriers}
        columns={columns.carriers}
      />
    </>
  );
}
