import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { statusText } from '../../../lib/pure/status-text';

const deliveryStatuses: Readonly<Record<string, MessageId>> = {
  sent: 'people.messages.delivery.sent',
  delivered: 'people.messages.delivery.delivered',
  bounced: 'people.messages.delivery.bounced',
  rejected: 'people.messages.delivery.rejected',
};

const listStatuses: Readonly<Record<string, MessageId>> = {
  complete: 'people.lists.status.complete',
  processing: 'people.lists.status.processing',
};

/**
 * A status word of the API in the interface language: the ones the service is known to send
 * have messages; another (the service added one) shows as it is sent, capitalized.
 */
function statusWords(
  known: Readonly<Record<string, MessageId>>,
  status: string,
  t: Translate,
): string {
  if (status === '') return t('people.status.unknown');
  const id = Object.hasOwn(known, status) ? known[status] : undefined;
  return id === undefined ? statusText(status, t) : t(id);
}

/** A message's delivery_status in words ("Delivered", "Bounced"). */
export function deliveryStatusText(status: string, t: Translate): string {
  return statusWords(deliveryStatuses, status, t);
}

/** A list's status in words ("Complete"). */
export function listStatusText(status: string, t: Translate): string {
  return statusWords(listStatuses, status, t);
}
