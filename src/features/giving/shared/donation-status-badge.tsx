import { Badge } from '@mantine/core';

import { badgeStyles } from '../../../ui/batch-status-badge';

import type { DonationAttributes } from './donation-words';

// Filled colors chosen for at least 4.5:1 contrast with their text in both schemes.
const statuses: Record<DonationAttributes['payment_status'], { label: string; color: string }> = {
  pending: { label: 'Pending', color: 'yellow.4' },
  succeeded: { label: 'Succeeded', color: '#237032' },
  failed: { label: 'Failed', color: 'red.9' },
};

/** A donation's payment status in words; the color only repeats what the word says. */
export function DonationStatusBadge({ status }: { status: DonationAttributes['payment_status'] }) {
  const known = statuses[status] ?? { label: status, color: 'gray.7' };
  return (
    <Badge color={known.color} autoContrast variant="filled" radius="sm" styles={badgeStyles}>
      {known.label}
    </Badge>
  );
}
