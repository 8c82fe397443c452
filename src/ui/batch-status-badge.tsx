import { Badge } from '@mantine/core';

import type { RecordOf } from '../api/client-types';

type BatchStatus = RecordOf<'/giving/v2/batches'>['attributes']['status'];

/** A status badge never truncates its word: a table column gives it the room it needs. */
export const badgeStyles = { label: { overflow: 'visible' } } as const;

// Filled colors chosen for at least 4.5:1 contrast with their text in both schemes.
const statuses: Record<BatchStatus, { label: string; color: string }> = {
  in_progress: { label: 'In progress', color: 'blue.9' },
  ready_for_deposit: { label: 'Ready for deposit', color: 'yellow.4' },
  deposited: { label: 'Deposited', color: '#237032' },
};

/** A batch's status in words, as its badge says it (an unknown one as the API spells it). */
export function batchStatusText(status: BatchStatus): string {
  return statuses[status]?.label ?? status;
}

/** A batch's status in words; the color only repeats what the word says. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  return (
    <Badge
      color={statuses[status]?.color ?? 'gray.7'}
      autoContrast
      variant="filled"
      radius="sm"
      styles={badgeStyles}
    >
      {batchStatusText(status)}
    </Badge>
  );
}
