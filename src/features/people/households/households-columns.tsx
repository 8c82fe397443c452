import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { householdPath } from './household-paths';

export const HOUSEHOLDS = '/people/v2/households';
export type HouseholdRow = RecordOf<typeof HOUSEHOLDS>;

export const householdColumns: ListColumn<HouseholdRow>[] = [
  {
    id: 'name',
    header: 'Name',
    meta: { orderBy: 'name' },
    csv: (household) => household.attributes.name,
    cell: ({ row }) => (
      <Anchor component={Link} to={householdPath(row.original.id)} fw={600}>
        {row.original.attributes.name}
      </Anchor>
    ),
  },
  attributeColumn(HOUSEHOLDS, 'member_count', { header: 'Members' }),
  attributeColumn(HOUSEHOLDS, 'primary_contact_name', { header: 'Primary contact' }),
  attributeColumn(HOUSEHOLDS, 'created_at', { header: 'Created', format: 'date' }),
  attributeColumn(HOUSEHOLDS, 'updated_at', { header: 'Last changed' }),
];
