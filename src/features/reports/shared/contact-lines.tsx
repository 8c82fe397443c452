import { Stack, Text } from '@mantine/core';

import type { ColumnDef } from '../../../ui/data-table';

/** A person's e-mail addresses or phone numbers, one a line; "No e-mail" when there is none. */
export function ContactLines({ items, what }: { items: readonly string[]; what: string }) {
  if (items.length === 0) {
    return (
      <Text span size="sm" c="dimmed">
        No {what}
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
export function contactColumns<
  T extends { emails: readonly string[]; phones: readonly string[] },
>(): ColumnDef<T>[] {
  return [
    {
      id: 'email',
      header: 'E-mail',
      cell: ({ row }) => <ContactLines items={row.original.emails} what="e-mail" />,
      meta: { visibleFrom: 'sm' },
    },
    {
      id: 'phone',
      header: 'Phone',
      cell: ({ row }) => <ContactLines items={row.original.phones} what="phone" />,
      meta: { visibleFrom: 'sm' },
    },
  ];
}
