import { Badge } from '@mantine/core';

import { useT } from '../../../ui/i18n/language-context';

/** A person's status (active / inactive) in words, coloured but never by colour alone. */
export function PersonStatusBadge({ status }: { status: string }) {
  const t = useT();
  return (
    <Badge color={status === 'active' ? 'blue' : 'gray'} variant="light">
      {status === 'active'
        ? t('people.person.active')
        : status === 'inactive'
          ? t('people.person.inactive')
          : status}
    </Badge>
  );
}
