import { checkInsResources } from '../../../api/catalog/check-ins';
import type { FilterOf, OrderOf, RecordOf } from '../../../api/client-types';

export const checkInsPath = '/check_ins/v2/check_ins';

/** What every row shows besides the check-in itself. */
export const tableIncludes = ['person', 'event', 'location', 'event_period'] as const;
export type TableInclude = (typeof tableIncludes)[number];

/** The export adds the station each check-in was made at. */
export const exportIncludes = [...tableIncludes, 'checked_in_at'] as const;
export type ExportInclude = (typeof exportIncludes)[number];

export type CheckInRow = RecordOf<typeof checkInsPath, TableInclude>;
export type CheckInExportRow = RecordOf<typeof checkInsPath, ExportInclude>;
export type CheckInFilter = FilterOf<typeof checkInsPath>;
export type CheckInOrder = OrderOf<typeof checkInsPath>;
/** The catalog's check-in kinds ('Regular', 'Guest', 'Volunteer'). */
export type CheckInKind = CheckInRow['attributes']['kind'];

/** Every kind of check-in, as the catalog lists them. */
export const checkInKinds: readonly CheckInKind[] =
  checkInsResources.CheckIn.attributes.kind.values;

/**
 * Each kind has a filter of its name in lower case (the catalog's note on kind); a kind without
 * one is a compile error here.
 */
function kindFilter(kind: CheckInKind): CheckInFilter {
  return kind.toLowerCase() as Lowercase<CheckInKind>;
}

export const defaultOrder: CheckInOrder = '-created_at';

/** Stable for useListUrlState (its defaults are memo dependencies). */
export const listDefaults = { order: defaultOrder, include: tableIncludes } as const;

/** A session's check-ins fit one page of the service's largest size more often than not. */
export const sessionListDefaults = { ...listDefaults, perPage: 100 } as const;

/** A list of choices from words keyed by value, in the words' order. */
function choices<V extends string>(words: Readonly<Record<V, string>>) {
  return (Object.keys(words) as V[]).map((value) => ({ value, label: words[value] }));
}

/** The endpoint's other filters in words; one it has and this misses is a compile error. */
const otherFilterWords: Readonly<Record<Exclude<CheckInFilter, Lowercase<CheckInKind>>, string>> = {
  attendee: 'Attendee (not volunteer)',
  first_time: 'First time',
  one_time_guest: 'One-time guest',
  not_one_time_guest: 'Not a one-time guest',
  checked_out: 'Checked out',
};

/** The endpoint's filters in plain words, in the order staff think of them: the kinds first. */
export const filterChoices: readonly { value: CheckInFilter; label: string }[] = [
  ...checkInKinds.map((kind) => ({ value: kindFilter(kind), label: kind })),
  ...choices(otherFilterWords),
];

/** Every order of the endpoint, both ways; one it has and this misses is a compile error. */
export const orderChoices: readonly { value: CheckInOrder; label: string }[] =
  choices<CheckInOrder>({
    '-created_at': 'Newest check-in first',
    created_at: 'Oldest check-in first',
    last_name: 'Last name, A to Z',
    '-last_name': 'Last name, Z to A',
    first_name: 'First name, A to Z',
    '-first_name': 'First name, Z to A',
    number: 'Number, lowest first',
    '-number': 'Number, highest first',
    '-checked_out_at': 'Latest check-out first',
    checked_out_at: 'Earliest check-out first',
    '-updated_at': 'Recently updated first',
    updated_at: 'Least recently updated first',
  });
