import { Anchor, Badge } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import type { Translate } from '../../../lib/pure/i18n/translator';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { personPath } from './person-paths';

interface PersonLike {
  id: string;
  attributes: { name: string; status: string };
}

/** A person's name, linking to their profile; `after` adds a marker beside it. */
export function personNameColumn<R extends PersonLike>(
  t: Translate,
  after?: (person: R) => ReactNode,
): ListColumn<R> {
  return {
    id: 'name',
    header: t('people.columns.name'),
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
export function personStatusColumn<R extends PersonLike>(t: Translate): ListColumn<R> {
  const active = t('people.person.active');
  const inactive = t('people.person.inactive');
  return {
    id: 'status',
    header: t('people.columns.status'),
    csv: (person) => (person.attributes.status === 'inactive' ? inactive : active),
    cell: ({ row }) =>
      row.original.attributes.status === 'inactive' ? (
        <Badge color="gray" variant="dot" tt="none">
          {inactive}
        </Badge>
      ) : (
        active
      ),
  };
}
