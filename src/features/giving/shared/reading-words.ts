/**
 * How a giving list was read, in words for the page (D152): what the service sorted and
 * narrowed, or from which end the list was read and narrowed here, and what it cost.
 */
import type { Reading } from '../../../api/dated-lists';
import { fieldLabel } from '../../../lib/pure/i18n/field-label';
import type { Translate } from '../../../lib/pure/i18n/translator';

/** "when they were received", the date a list is dated by. */
export function datedByWords(t: Translate, reading: Pick<Reading, 'datedBy'>): string {
  switch (reading.datedBy) {
    case 'received_at':
      return t('giving.reading.datedByReceived');
    case 'created_at':
      return t('giving.reading.datedByEntered');
    default:
      return t('giving.reading.datedBy', { field: reading.datedBy });
  }
}

/** The sentence under a page of a whole list, newest first. */
export function newestPageWords(t: Translate, reading: Reading, noun: string): string {
  const datedBy = datedByWords(t, reading);
  return reading.ordered
    ? t('giving.reading.pageOrdered', { datedBy, noun })
    : t('giving.reading.pageTurned', { datedBy, noun });
}

/**
 * The sentence under a read of a range: what the service was asked to do, what was checked
 * here, and the requests and records it took. `narrowedHere` names the page's own narrowings
 * (status, fund…) the service could not apply.
 */
export function rangeReadWords(
  t: Translate,
  locale: string,
  reading: Reading,
  found: number,
  noun: string,
  narrowedHere: readonly string[],
): string {
  const datedBy = datedByWords(t, reading);
  const cost = t('giving.reading.cost', {
    requests: reading.requests,
    read: reading.read,
    found,
    noun,
  });
  const here =
    narrowedHere.length > 0
      ? ` ${t('giving.reading.checkedHere', { what: capitalized(narrowedHere.join(', ')) })}`
      : '';
  if (reading.ranged) {
    const also = serviceWords(t, locale, reading);
    return (
      (also === ''
        ? t('giving.reading.rangeSelected', { datedBy, cost })
        : t('giving.reading.rangeSelectedAndNarrowed', { datedBy, also, cost })) + here
    );
  }
  if (reading.ordered) return t('giving.reading.rangeOrdered', { datedBy, noun, cost }) + here;
  return (
    t('giving.reading.rangeWalked', { datedBy, noun, direction: reading.direction, cost }) + here
  );
}

/** The service's narrowings besides the range and the order, in words ("payment method"). */
function serviceWords(t: Translate, locale: string, reading: Reading): string {
  const and = (parts: readonly string[]) =>
    new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts);
  return and(
    reading.askedOfService
      .filter((part) => !part.startsWith(`where[${reading.datedBy}]`) && !part.startsWith('order='))
      .map((part) =>
        part.startsWith('filter=')
          ? t('giving.reading.serviceFilter', {
              filter: and(
                part
                  .slice('filter='.length)
                  .split(',')
                  .map((status) => t('giving.payment.status', { status }).toLowerCase()),
              ),
            })
          : fieldLabel(t, part.replace(/^where\[(.+)\]$/, '$1')).toLowerCase(),
      ),
  );
}

function capitalized(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
