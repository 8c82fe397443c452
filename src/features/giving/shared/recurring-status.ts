/**
 * RecurringDonation.status as the API spells it: 'active', 'on hold indefinitely', or
 * 'on hold until {date}' (the date inside the string, whose format the spec does not show).
 */
import {
  formatDate,
  formatDatetime,
  parseApiDate,
  parseApiDatetime,
} from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';

export type RecurringStatus =
  | { kind: 'active' }
  | { kind: 'on-hold-indefinitely' }
  /** `date` is a calendar day (YYYY-MM-DD) or, when the service sent one, a UTC datetime. */
  | { kind: 'on-hold-until'; date: string; precision: 'date' | 'datetime' }
  /** A status this dashboard cannot read; shown as the service sent it, never hidden. */
  | { kind: 'unknown'; text: string };

const holdUntil = /^on hold until\s+(.+)$/i;

export function parseRecurringStatus(status: string): RecurringStatus {
  const text = status.trim().replace(/\s+/g, ' ');
  const lower = text.toLowerCase();
  if (lower === 'active') return { kind: 'active' };
  if (lower === 'on hold indefinitely') return { kind: 'on-hold-indefinitely' };
  const until = holdUntil.exec(text)?.[1];
  if (until !== undefined) {
    try {
      parseApiDate(until);
      return { kind: 'on-hold-until', date: until, precision: 'date' };
    } catch {
      // Not a calendar day; perhaps a datetime.
    }
    try {
      parseApiDatetime(until);
      return { kind: 'on-hold-until', date: until, precision: 'datetime' };
    } catch {
      // Neither: shown verbatim below.
    }
  }
  return { kind: 'unknown', text: status };
}

/**
 * The status in words: "Active", "On hold indefinitely", "On hold until Mar 4, 2027". A datetime
 * is read in the organization's zone; an unreadable status is returned as sent.
 */
export function recurringStatusText(
  t: Translate,
  locale: string,
  status: RecurringStatus,
  timeZone: string,
): string {
  switch (status.kind) {
    case 'active':
      return t('giving.recurring.active');
    case 'on-hold-indefinitely':
      return t('giving.recurring.onHold');
    case 'on-hold-until':
      return t('giving.recurring.onHoldUntil', {
        date:
          status.precision === 'date'
            ? formatDate(status.date, locale)
            : formatDatetime(status.date, timeZone, 'date', locale),
      });
    case 'unknown':
      return status.text;
  }
}
