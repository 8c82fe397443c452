import { Badge } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import { badgeStyles } from '../../../ui/batch-status-badge';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ownerColumn, recordLinkColumn } from './batches-columns';

export const depositsPath = '/giving/v2/deposits';
export const depositIncludes = ['owner'] as const;
export type DepositRow = RecordOf<typeof depositsPath, (typeof depositIncludes)[number]>;

/** Whether the bank has cleared a deposit, in words. */
export function ClearedBadge({ cleared }: { cleared: boolean }) {
  return cleared ? (
    <Badge color="#237032" autoContrast variant="filled" radius="sm" styles={badgeStyles}>
      Cleared
    </Badge>
  ) : (
    <Badge color="gray.3" autoContrast variant="filled" radius="sm" styles={badgeStyles}>
      Not cleared
    </Badge>
  );
}

export const depositColumns: ListColumn<DepositRow>[] = [
  recordLinkColumn('Deposit', 'deposits'),
  {
    id: 'cleared',
    header: 'Cleared',
    csv: (deposit) => (deposit.attributes.cleared ? 'yes' : 'no'),
    cell: ({ row }) => <ClearedBadge cleared={row.original.attributes.cleared} />,
  },
  ownerColumn(),
  attributeColumn<typeof depositsPath, DepositRow>(depositsPath, 'total_cents'),
  attributeColumn<typeof depositsPath, DepositRow>(depositsPath, 'created_at', {
    header: 'Created',
  }),
];
