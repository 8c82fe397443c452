import { Text } from '@mantine/core';

import { Dimmed } from '../../../ui/resource-view/attribute-column';

/** The giving Person who owns a batch or deposit, by name; "—" when there is none. */
export function OwnerName({
  owner,
}: {
  owner: { attributes: { first_name: string; last_name: string } } | null | undefined;
}) {
  const name = owner
    ? [owner.attributes.first_name, owner.attributes.last_name].filter(Boolean).join(' ')
    : '';
  if (name === '') return <Dimmed>—</Dimmed>;
  return (
    <Text span size="sm">
      {name}
    </Text>
  );
}
