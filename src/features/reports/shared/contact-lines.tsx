import { Stack, Text } from '@mantine/core';

import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import type { ColumnDef } from '../../../ui/data-table';
import { useT } from '../../../ui/i18n/language-context';

/** What a list of contact lines holds, for the words shown when it is empty. */
export type ContactKind = 'email' | 'phone' | 'household';

const noneOf: Record<ContactKind, MessageId> = {
  email: 'reports.contacts.noEmail',
  phone: 'reports.contacts.noPhone',
  household: 'reports.contacts.noHousehold',
};

/** A person's e-mail addresses or phone numbers, one a line; "No e-mail" when there is none. */
export function ContactLines({ items, kind }: { items: readonly string[]; kind: ContactKind }) {
  const t = useT();
  if (items.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        {t(noneOf[kind])}
      </Text>
    );
  }
  return (
    <Stack gap={0}>
      {items.map((item) => (
        <Text key={item} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {item}
        </Text>
      ))}
    </Stack>
  );
}

/** The E-mail and Phone columns of a list of people, from a desktop width (a phone shows them under the name). */
export function contactColumns<T extends { emails: readonly string[]; phones: readonly string[] }>(
  t: Translate,
): ColumnDef<T>[] {
  return [
    {
      id: 'email',
      header: t('reports.contacts.email'),
      cell: ({ row }) => <ContactLines items={row.original.emails} kind="email" />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'phone',
      header: t('reports.contacts.phone'),
      cell: ({ row }) => <ContactLines items={row.original.phones} kind="phone" />,
      meta: { visibleFrom: 'sm' },
    },
  ];
}
