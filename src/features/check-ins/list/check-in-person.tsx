import { formatDatetime } from '../../../lib/pure/dates';
import { SmallBadge } from '../shared/kind-badge';
import type { CheckInFilter } from './check-ins-query';

interface Named {
  attributes: { first_name: string; last_name: string };
}

/** The name given at check-in; it exists even when there is no person record. */
export const checkInName = (checkIn: Named): string => personName(checkIn, 'No name given');

/** What `openCheckInLabel` reads of a check-in. */
export const openCheckInLabelReads = { CheckIn: ['first_name', 'last_name', 'created_at'] };

/**
 * The accessible name of a row's open action. The same person checks in week after week, so the
 * time tells the rows apart.
 */
export function openCheckInLabel(
  checkIn: Named & { attributes: { created_at: string } },
  timeZone: string | undefined,
): string {
  const name = `Open check-in of ${checkInName(checkIn)}`;
  if (timeZone === undefined) return name;
  try {
    return `${name}, ${formatDatetime(checkIn.attributes.created_at, timeZone)}`;
  } catch {
    return name;
  }
}

/** A person record's full name, or what to show when there is none. */
export function personName(person: Named | null | undefined, missing = 'Not recorded'): string {
  if (!person) return missing;
  return `${person.attributes.first_name} ${person.attributes.last_name}`.trim() || missing;
}

/**
 * Why a check-in has no person record, as far as the list's filters tell (spec rule 3: a
 * one-time guest never gets one, and a deleted person loses it). Without either filter both are
 * possible.
 */
export function missingPersonLabel(filters: readonly CheckInFilter[]): string {
  if (filters.includes('one_time_guest')) return 'One-time guest';
  if (filters.includes('not_one_time_guest')) return 'Person deleted';
  return 'No person record';
}

export function MissingPersonBadge({ label }: { label: string }) {
  return (
    <SmallBadge variant="outline" color="gray">
      {label}
    </SmallBadge>
  );
}
