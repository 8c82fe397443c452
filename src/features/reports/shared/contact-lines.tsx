import { Stack, Text } from '@mantine/core';

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
