import { Badge } from '@mantine/core';

import { badgeStyles } from '../../../ui/batch-status-badge';
import { useT } from '../../../ui/i18n/language-context';

import type { DonationAttributes } from './donation-words';

// Filled colors chosen for at least 4.5:1 contrast with their text in both schemes.
const colors: Record<DonationAttributes['payment_status'], string> = {
  pending: 'yellow.4',
  succeeded: '#237032',
  failed: 'red.9',
};

/** A donation's payment status in words; the color only repeats what the word says. */
export function DonationStatusBadge({ status }: { status: DonationAttributes['payment_status'] }) {
  const t = useT();
  return (
    <Badge
      color={colors[status] ?? 'gray.7'}
      autoContrast
      variant="filled"
      radius="sm"
      styles={badgeStyles}
    >
      {t('giving.payment.status', { status })}
    </Badge>
  );
}
