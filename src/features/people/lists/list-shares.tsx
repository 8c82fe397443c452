import { Stack, Title } from '@mantine/core';
import { useMemo } from 'react';

import type { RecordOf } from '../../../api/client-types';
import type { ColumnDef } from '../../../ui/data-table';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { DateTimeText } from '../../../ui/date-time-text';
import { useLocale, useT } from '../../../ui/i18n/language-context';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { untypedText } from '../shared/untyped-text';

const SHARES = '/people/v2/lists/{list_id}/shares';
type ShareRow = RecordOf<typeof SHARES, 'person'>;

function shareColumns(t: Translate, locale: string): ColumnDef<ShareRow>[] {
  return [
    {
      id: 'name',
      header: t('people.lists.sharedWith'),
      cell: ({ row }) =>
        row.original.related.person?.attributes.name ??
        untypedText(row.original.attributes.name, locale) ??
        '—',
    },
    {
      id: 'group',
      header: t('people.lists.shares.group'),
      meta: { numeric: true },
      cell: ({ row }) => row.original.attributes.group,
    },
    {
      id: 'created_at',
      header: t('people.lists.shares.shared'),
      cell: ({ row }) => <DateTimeText size="sm" value={row.original.attributes.created_at} />,
    },
  ];
}

const listDefaults = { include: ['person'], order: 'created_at', perPage: 100 } as const;

/** Who else may edit the list (read-only). */
export function ListShares({ listId }: { listId: string }) {
  const t = useT();
  const locale = useLocale();
  const columns = useMemo(() => shareColumns(t, locale), [t, locale]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('people.lists.sharedWith')}
      </Title>
      <ResourceList<typeof SHARES, 'person'>
        path={SHARES}
        params={{ list_id: listId }}
        defaults={listDefaults}
        urlPrefix="shares."
        noun={t('people.lists.shares.noun')}
        caption={t('people.lists.shares.caption')}
        columns={columns}
        plain
        pagerWhenMore
        skeletonRows={2}
        empty={t('people.lists.shares.none')}
      />
    </Stack>
  );
}
