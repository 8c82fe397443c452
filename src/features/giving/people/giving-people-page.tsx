import { Anchor, Badge } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';

import type { RecordOf } from '../../../api/client-types';
import type { ListUrlState } from '../../../lib/browser/list-url-state';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { useT } from '../../../ui/i18n/language-context';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ResourceList } from '../../../ui/resource-view/resource-list';
import { Dimmed } from '../../../ui/resource-view/attribute-column';
import { GivingPeopleSearch } from './giving-people-search';
import { GivingHeader } from '../shared/giving-tabs';
import { givingPersonName } from '../shared/giving-person-name';
import {
  ContactLines,
  emailLines,
  permissionsText,
  phoneLines,
  type ContactLine,
  type GivingPersonAttributes,
} from './contact-lines';

const path = '/giving/v2/people';

type Row = RecordOf<typeof path>;

function contactColumn(
  id: string,
  header: string,
  linesOf: (person: GivingPersonAttributes) => ContactLine[],
): ListColumn<Row> {
  return {
    id,
    header,
    csv: (person) =>
      linesOf(person.attributes)
        .map((line) => `${line.text} (${line.note})`)
        .join('; '),
    cell: ({ row }) => {
      const lines = linesOf(row.original.attributes);
      return lines.length === 0 ? <Dimmed>—</Dimmed> : <ContactLines lines={lines} />;
    },
  };
}

const columnsOf = (t: Translate): ListColumn<Row>[] => [
  {
    id: 'name',
    header: t('giving.people.name'),
    csv: (person) => givingPersonName(t, person.attributes),
    cell: ({ row }) => (
      <Anchor component={Link} to={`/giving/people/${row.original.id}`} size="sm" fw={600}>
        {givingPersonName(t, row.original.attributes)}
      </Anchor>
    ),
  },
  contactColumn('emails', t('giving.people.emails'), emailLines),
  contactColumn('phones', t('giving.people.phones'), phoneLines),
  {
    id: 'permissions',
    header: t('giving.people.permissions'),
    csv: (person) => person.attributes.permissions,
    cell: ({ row }) => {
      const permissions = row.original.attributes.permissions;
      if (permissions === null) return <Dimmed>{t('giving.people.noPermissions')}</Dimmed>;
      return (
        <Badge variant="outline" color="gray" size="sm" tt="none">
          {permissionsText(t, permissions)}
        </Badge>
      );
    },
  },
];

function whereText(value: string | Record<string, string> | undefined): string {
  return typeof value === 'string' ? value : '';
}

function namesOf(list: ListUrlState<typeof path, never>) {
  return {
    firstName: whereText(list.query.where.first_name),
    lastName: whereText(list.query.where.last_name),
  };
}

export function GivingPeoplePage() {
  const t = useT();
  const columns = useMemo(() => columnsOf(t), [t]);
  return (
    <>
      <GivingHeader title={t('giving.people.title')} description={t('giving.people.description')} />
      <ResourceList
        path={path}
        noun={t('giving.people.noun')}
        exportNoun={t('giving.people.exportNoun')}
        columns={columns}
        caption={(list) => {
          const { firstName, lastName } = namesOf(list);
          const named = [firstName, lastName].filter(Boolean).join(' ');
          return named === ''
            ? t('giving.people.title')
            : t('giving.people.titleNamed', { name: named });
        }}
        empty={(list) => {
          const { firstName, lastName } = namesOf(list);
          return firstName !== '' || lastName !== ''
            ? t('giving.people.nobodyNamed')
            : t('giving.people.empty');
        }}
        toolbar={(list) => {
          const current = namesOf(list);
          return (
            <GivingPeopleSearch
              {...current}
              // Both names may change at once (Enter, Clear); setWhere builds each change on the last.
              onSearch={(names) => {
                if (names.firstName !== current.firstName)
                  list.setWhere('first_name', names.firstName);
                if (names.lastName !== current.lastName) list.setWhere('last_name', names.lastName);
              }}
            />
          );
        }}
      />
    </>
  );
}
