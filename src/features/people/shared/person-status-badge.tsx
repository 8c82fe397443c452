import { Badge } from '@mantine/core';

/** A person's status (active / inactive) in words, coloured but never by colour alone. */
export function PersonStatusBadge({ status }: { status: string }) {
  return (
    <Badge color={status === 'active' ? 'blue' : 'gray'} variant="light">
      {status === 'active' ? 'Active' : status === 'inactive' ? 'Inactive' : status}
    </Badge>
  );
}
