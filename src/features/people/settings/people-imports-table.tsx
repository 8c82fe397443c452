import { Badge, Paper, Text, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ColumnDef } from '../../../ui/data-table';
import { DateTimeText } from '../../../ui/date-time-text';
import { useT } from '../../../ui/i18n/language-context';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';

type PeopleImport = RecordOf<'/people/v2/people_imports'>;

/** A comma-separated id list's length. */
function countIds(ids: string): number {
  return ids.split(',').filter((id) => id.trim() !== '').length;
}

/**
 * Where an import stands, read from its timestamps: the spec gives `status` only as an
 * integer, so its code is shown beside this.
 */
function ImportState({ record }: { record: PeopleImport }) {
  const t = useT();
  const { processed_at, undone_at, status } = record.attributes;
  const [label, color] =
    undone_at !== null
      ? [t('people.settings.imports.undone'), 'gray']
      : processed_at !== null
        ? [t('people.settings.imports.processed'), 'teal']
        : [t('people.settings.imports.inProgress'), 'blue'];
  return (
    <>
      <Badge variant="dot" tt="none" color={color}>
        {label}
      </Badge>
      <Text span size="xs" c="dimmed" ml={6}>
        {t('people.settings.imports.statusCode', { status })}
      </Text>
    </>
  );
}

const IMPORTS = '/people/v2/people_imports';

function importColumns(t: Translate): ColumnDef<PeopleImport>[] {
  return [
    attributeColumn<typeof IMPORTS, PeopleImport>(IMPORTS, 'created_at', {
      header: t('people.settings.imports.started'),
    }),
    {
      id: 'status',
      header: t('people.columns.status'),
      cell: ({ row }) => <ImportState record={row.original} />,
    },
    {
      id: 'people',
      header: t('people.settings.imports.peopleImported'),
      meta: { numeric: true },
      cell: ({ row }) => countIds(row.original.attributes.people_ids),
    },
    {
      id: 'identical',
      header: t('people.settings.imports.matchedExisting'),
      meta: { numeric: true },
      cell: ({ row }) => countIds(row.original.attributes.identical_people_ids),
    },
    {
      id: 'processed_at',
      header: t('people.settings.imports.processed'),
      cell: ({ row }) => (
        <DateTimeText
          size="sm"
          value={row.original.attributes.processed_at}
          empty={t('people.settings.imports.notYet')}
        />
      ),
    },
    {
      id: 'undone_at',
      header: t('people.settings.imports.undone'),
      cell: ({ row }) => (
        <DateTimeText size="sm" value={row.original.attributes.undone_at} empty="—" />
      ),
    },
  ];
}

/** People imports from CSV files, in the order the service lists them (read-only). */
export function PeopleImportsTable() {
  const t = useT();
  const columns = useMemo(() => importColumns(t), [t]);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="settings-imports">
      <Title order={2} size="h4" id="settings-imports">
        {t('people.settings.imports.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('people.settings.imports.description')}
      </Text>
      <ResourceList
        path={IMPORTS}
        defaults={{ perPage: 10 }}
        urlPrefix="imports."
        noun={t('people.settings.imports.noun')}
        caption={t('people.settings.imports.title')}
        columns={columns}
        plain
        pagerWhenMore
        skeletonRows={3}
      />
    </Paper>
  );
}
