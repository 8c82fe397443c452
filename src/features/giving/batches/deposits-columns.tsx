import { Badge } from '@mantine/core';

import type { RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { badgeStyles } from '../../../ui/batch-status-badge';
import { useT } from '../../../ui/i18n/language-context';
import { attributeColumn } from '../../../ui/resource-view/attribute-column';
import type { ListColumn } from '../../../ui/resource-view/list-column';
import { ownerColumn, recordLinkColumn } from './batches-columns';

export const depositsPath = '/giving/v2/deposits';
export const depositIncludes = ['owner'] as const;
export type DepositRow = RecordOf<typeof depositsPath, (typeof depositIncludes)[number]>;

/** Whether the bank has cleared a deposit, in words. */
export function ClearedBadge({ cleared }: { cleared: boolean }) {
  const t = useT();
  return cleared ? (
    <Badge color="#237032" autoContrast variant="filled" radius="sm" styles={badgeStyles}>
      {t('giving.deposits.cleared')}
    </Badge>
  ) : (
    <Badge color="gray.3" autoContrast variant="filled" radius="sm" styles={badgeStyles}>
      {t('giving.deposits.notCleared')}
    </Badge>
  );
}

export function depositColumns(t: Translate): ListColumn<DepositRow>[] {
  return [
    recordLinkColumn(t, 'deposit'),
    {
      id: 'cleared',
      header: t('giving.deposits.cleared'),
      csv: (deposit) => t('giving.shared.yesNo', { yes: String(deposit.attributes.cleared) }),
      cell: ({ row }) => <ClearedBadge cleared={row.original.attributes.cleared} />,
    },
    ownerColumn(t),
    attributeColumn<typeof depositsPath, DepositRow>(depositsPath, 'total_cents', {
      header: t('giving.shared.total'),
    }),
    attributeColumn<typeof depositsPath, DepositRow>(depositsPath, 'created_at', {
      header: t('giving.shared.created'),
    }),
  ];
}
