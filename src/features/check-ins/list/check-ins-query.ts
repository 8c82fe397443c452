import { checkInsResources } from '../../../api/catalog/check-ins';
import type { FilterOf, OrderOf, RecordOf } from '../../../api/client-types';
import type { Translate } from '../../../lib/pure/i18n/translator';
import type { MessageId } from '../../../messages/message-id';
import { kindLabel } from '../shared/kind-label';

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

/** A list of choices from message ids keyed by value, in the ids' order, in words. */
function choices<V extends string>(t: Translate, ids: Readonly<Record<V, MessageId>>) {
  return (Object.keys(ids) as V[]).map((value) => ({ value, label: t(ids[value]) }));
}

/** The endpoint's other filters' words; one it has and this misses is a compile error. */
const otherFilterWords: Readonly<
  Record<Exclude<CheckInFilter, Lowercase<CheckInKind>>, MessageId>
> = {
  attendee: 'check-ins.list.filter.attendee',
  first_time: 'check-ins.list.filter.firstTime',
  one_time_guest: 'check-ins.list.filter.oneTimeGuest',
  not_one_time_guest: 'check-ins.list.filter.notOneTimeGuest',
  checked_out: 'check-ins.list.filter.checkedOut',
};

/** The endpoint's filters in plain words, in the order staff think of them: the kinds first. */
export function filterChoices(t: Translate): { value: CheckInFilter; label: string }[] {
  return [
    ...checkInKinds.map((kind) => ({ value: kindFilter(kind), label: kindLabel(t, kind) })),
    ...choices(t, otherFilterWords),
  ];
}

/** Every order of the endpoint, both ways; one it has and this misses is a compile error. */
const orderWords: Readonly<Record<CheckInOrder, MessageId>> = {
  '-created_at': 'check-ins.list.order.newestCheckIn',
  created_at: 'check-ins.list.order.oldestCheckIn',
  last_name: 'check-ins.list.order.lastNameAToZ',
  '-last_name': 'check-ins.list.order.lastNameZToA',
  first_name: 'check-ins.list.order.firstNameAToZ',
  '-first_name': 'check-ins.list.order.firstNameZToA',
  number: 'check-ins.list.order.numberLowest',
  '-number': 'check-ins.list.order.numberHighest',
  '-checked_out_at': 'check-ins.list.order.latestCheckOut',
  checked_out_at: 'check-ins.list.order.earliestCheckOut',
  '-updated_at': 'check-ins.list.order.recentlyUpdated',
  updated_at: 'check-ins.list.order.leastRecentlyUpdated',
};

export const checkInOrders = Object.keys(orderWords) as CheckInOrder[];

export function orderChoices(t: Translate): { value: CheckInOrder; label: string }[] {
  return choices(t, orderWords);
}
