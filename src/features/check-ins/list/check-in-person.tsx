import { formatDatetime } from '../../../lib/pure/dates';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { SmallBadge } from '../shared/kind-badge';
import type { CheckInFilter } from './check-ins-query';

interface Named {
  attributes: { first_name: string; last_name: string };
}

/** The name given at check-in; it exists even when there is no person record. */
export const checkInName = (t: Translate, checkIn: Named): string =>
  personName(checkIn, t('check-ins.shared.noName'));

/** What `openCheckInLabel` reads of a check-in. */
export const openCheckInLabelReads = { CheckIn: ['first_name', 'last_name', 'created_at'] };

/**
 * The accessible name of a row's open action. The same person checks in week after week, so the
 * time tells the rows apart.
 */
export function openCheckInLabel(
  t: Translate,
  checkIn: Named & { attributes: { created_at: string } },
  timeZone: string | undefined,
  locale: string,
): string {
  const name = checkInName(t, checkIn);
  if (timeZone === undefined) return t('check-ins.list.person.open', { name });
  try {
    const time = formatDatetime(checkIn.attributes.created_at, timeZone, 'datetime', locale);
    return t('check-ins.list.person.openAt', { name, time });
  } catch {
    return t('check-ins.list.person.open', { name });
  }
}

/** A person record's full name, or `missing` when there is none. */
export function personName(person: Named | null | undefined, missing: string): string {
  if (!person) return missing;
  return `${person.attributes.first_name} ${person.attributes.last_name}`.trim() || missing;
}

/**
 * Why a check-in has no person record, as far as the list's filters tell (spec rule 3: a
 * one-time guest never gets one, and a deleted person loses it). Without either filter both are
 * possible.
 */
export function missingPersonLabel(t: Translate, filters: readonly CheckInFilter[]): string {
  if (filters.includes('one_time_guest')) return t('check-ins.list.person.oneTimeGuest');
  if (filters.includes('not_one_time_guest')) return t('check-ins.list.person.deleted');
  return t('check-ins.list.person.noRecord');
}

export function MissingPersonBadge({ label }: { label: string }) {
  return (
    <SmallBadge variant="outline" color="gray">
      {label}
    </SmallBadge>
  );
}
