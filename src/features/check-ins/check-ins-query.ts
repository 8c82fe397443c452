import type { FilterOf, OrderOf, RecordOf } from '../../api/client-types';

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

export const defaultOrder: CheckInOrder = '-created_at';

/** Stable for useListUrlState (its defaults are memo dependencies). */
export const listDefaults = { order: defaultOrder, include: tableIncludes } as const;

/** The endpoint's filters in plain words, in the order staff think of them. */
export const filterChoices: readonly { value: CheckInFilter; label: string }[] = [
  { value: 'regular', label: 'Regular' },
  { value: 'guest', label: 'Guest' },
  { value: 'volunteer', label: 'Volunteer' },
  { value: 'attendee', label: 'Attendee (not volunteer)' },
  { value: 'first_time', label: 'First time' },
  { value: 'one_time_guest', label: 'One-time guest' },
  { value: 'not_one_time_guest', label: 'Not a one-time guest' },
  { value: 'checked_out', label: 'Checked out' },
];

/** Every order of the endpoint, both ways. */
export const orderChoices: readonly { value: CheckInOrder; label: string }[] = [
  { value: '-created_at', label: 'Newest check-in first' },
  { value: 'created_at', label: 'Oldest check-in first' },
  { value: 'last_name', label: 'Last name, A to Z' },
  { value: '-last_name', label: 'Last name, Z to A' },
  { value: 'first_name', label: 'First name, A to Z' },
  { value: '-first_name', label: 'First name, Z to A' },
  { value: 'number', label: 'Number, lowest first' },
  { value: '-number', label: 'Number, highest first' },
  { value: '-checked_out_at', label: 'Latest check-out first' },
  { value: 'checked_out_at', label: 'Earliest check-out first' },
  { value: '-updated_at', label: 'Recently updated first' },
  { value: 'updated_at', label: 'Least recently updated first' },
];
