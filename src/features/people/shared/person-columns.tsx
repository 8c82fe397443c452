import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { ListColumn } from '../../../ui/resource-view/list-column';
import { personPath } from './person-paths';

interface PersonLike {
  id: string;
  attributes: { name: string; status: string };
}

/** A person's name, linking to their profile; `after` adds a marker beside it. */
export function personNameColumn<R extends PersonLike>(
  after?: (person: R) => ReactNode,
): ListColumn<R> {
  return {
    id: 'name',
    header: 'Name',
    csv: (person) => person.attributes.name,
    cell: ({ row }) => (
      <>
        <Anchor component={Link} to={personPath(row.original.id)} size="sm" fw={600}>
          {row.original.attributes.name}
        </Anchor>
        {after?.(row.original)}
      </>
    ),
  };
}

/** Active in plain words, inactive marked: most people in a list are active. */
export function personStatusColumn<R extends PersonLike>(): ListColumn<R> {
  return {
    id: 'status',
    header: 'Status',
    csv: (person) => (person.attributes.status === 'inactive' ? 'Inactive' : 'Active'),
    cell: ({ row }) =>
      row.original.attributes.status === 'inactive' ? (
        <Badge color="gray" variant="dot" tt="none">
          Inactive
        </Badge>
      ) : (
        'Active'
      ),
  };
}
