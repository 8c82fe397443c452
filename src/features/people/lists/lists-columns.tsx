import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { emptyAs } from '../shared/empty-as';
import { listStatusText } from '../shared/status-words';
import { untypedText } from '../shared/untyped-text';
import { listPath } from './list-paths';

export const LISTS = '/people/v2/lists';
export type ListRow = RecordOf<typeof LISTS, 'owner'>;

export function ListStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge variant="dot" tt="none" color={status === 'complete' ? 'teal' : 'yellow'}>
      {listStatusText(status, t)}
    </Badge>
  );
}

/** The lists page's columns, numbers in `locale`. */
export function listColumns(t: Translate, locale: string): ListColumn<ListRow>[] {
  const lastRun = attributeColumn(LISTS, 'batch_completed_at', {
    header: t('people.lists.columns.lastRun'),
  });
  const name = t('people.columns.name');
  return [
    {
      id: 'name',
      header: name,
      meta: { orderBy: 'name' },
      csvColumns: () => [
        { header: name, value: (list) => list.attributes.name },
        {
          header: t('people.lists.columns.description'),
          value: (list) => untypedText(list.attributes.description, locale) ?? null,
        },
      ],
      cell: ({ row }) => {
        const description = untypedText(row.original.attributes.description, locale);
        return (
          <div>
            <Anchor component={Link} to={listPath(row.original.id)} fw={600}>
              {row.original.attributes.name}
            </Anchor>
            {description !== undefined && (
              <Text size="xs" c="dimmed" lineClamp={1}>
                {description}
              </Text>
            )}
          </div>
        );
      },
    },
    {
      id: 'total_people',
      header: t('people.lists.columns.people'),
      meta: { numeric: true },
      csv: (list) => {
        const total = list.attributes.total_people;
        return typeof total === 'number' ? total : (untypedText(total, locale) ?? null);
      },
      cell: ({ row }) => untypedText(row.original.attributes.total_people, locale) ?? '—',
    },
    {
      id: 'status',
      header: t('people.columns.status'),
      csv: (list) => listStatusText(list.attributes.status, t),
      cell: ({ row }) => <ListStatusBadge status={row.original.attributes.status} />,
    },
    {
      id: 'owner',
      header: t('people.lists.columns.owner'),
      csv: (list) => list.related.owner?.attributes.name ?? null,
      cell: ({ row }) => row.original.related.owner?.attributes.name ?? '—',
    },
    // Exported as the catalog writes it: an empty cell for a list that never ran.
    emptyAs(lastRun, t('people.lists.never')),
    attributeColumn(LISTS, 'updated_at', { header: t('people.lists.columns.lastChanged') }),
  ];
}
