import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { householdPath } from './household-paths';

export const HOUSEHOLDS = '/people/v2/households';
export type HouseholdRow = RecordOf<typeof HOUSEHOLDS>;

export function householdColumns(t: Translate): ListColumn<HouseholdRow>[] {
  return [
    {
      id: 'name',
      header: t('people.columns.name'),
      meta: { orderBy: 'name' },
      csv: (household) => household.attributes.name,
      cell: ({ row }) => (
        <Anchor component={Link} to={householdPath(row.original.id)} fw={600}>
          {row.original.attributes.name}
        </Anchor>
      ),
    },
    attributeColumn(HOUSEHOLDS, 'member_count', { header: t('people.memberships.members') }),
    attributeColumn(HOUSEHOLDS, 'primary_contact_name', {
      header: t('people.memberships.primaryContact'),
    }),
    attributeColumn(HOUSEHOLDS, 'created_at', {
      header: t('people.directory.columns.created'),
      format: 'date',
    }),
    attributeColumn(HOUSEHOLDS, 'updated_at', { header: t('people.lists.columns.lastChanged') }),
  ];
}
