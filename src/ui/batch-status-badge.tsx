import { Badge } from '@mantine/core';

import type { RecordOf } from '../api/client-types';
import type { Translate } from '../lib/pure/i18n/translator';
import type { MessageId } from '../messages/message-id';
import { useT } from './i18n/language-context';

type BatchStatus = RecordOf<'/giving/v2/batches'>['attributes']['status'];

/** A status badge never truncates its word: a table column gives it the room it needs. */
export const badgeStyles = { label: { overflow: 'visible' } } as const;

// Filled colors chosen for at least 4.5:1 contrast with their text in both schemes.
const statuses: Record<BatchStatus, { message: MessageId; color: string }> = {
  in_progress: { message: 'ui.batchStatus.inProgress', color: 'blue.9' },
  ready_for_deposit: {
    message: 'ui.batchStatus.readyForDeposit',
    color: 'yellow.4',
  },
  deposited: { message: 'ui.batchStatus.deposited', color: '#237032' },
};

/**
 * A batch's status in words, as its badge says it (an unknown one as the API spells it), in the
 * language of `t`.
 */
export function batchStatusText(status: BatchStatus, t: Translate): string {
  const known = statuses[status];
  if (!known) return status;
  return t(known.message);
}

/** A batch's status in words; the color only repeats what the word says. */
export function BatchStatusBadge({ status }: { status: BatchStatus }) {
  const t = useT();
  return (
    <Badge
      color={statuses[status]?.color ?? 'gray.7'}
      autoContrast
      variant="filled"
      radius="sm"
      styles={badgeStyles}
    >
      {batchStatusText(status, t)}
    </Badge>
  );
}
