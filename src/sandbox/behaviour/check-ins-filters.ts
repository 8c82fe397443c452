/** The named filters of the check-ins app's lists (D27 and the real service's meanings). */
import { listedValue } from '../catalog-keys';
import type { ListedValue } from '../catalog-keys';
import { condition } from './filter-kit';
import type { AppFilters } from './filter-kit';

/** A check-in kind as an SQL literal, checked against the catalog's values of `CheckIn.kind`. */
const kind = (value: ListedValue<'check_ins', 'CheckIn', 'kind'>) =>
  `'${listedValue('check_ins', 'CheckIn', 'kind', value)}'`;

export const checkInsFilters: AppFilters<'check_ins'> = {
  named: {
    CheckIn: {
      regular: condition(`t.kind = ${kind('Regular')}`),
      guest: condition(`t.kind = ${kind('Guest')}`),
      volunteer: condition(`t.kind = ${kind('Volunteer')}`),
      // Attendees are the people attending: regulars and guests, not volunteers.
      attendee: condition(`t.kind IN (${kind('Regular')}, ${kind('Guest')})`),
      // A person's first check-in to the event (one-time guests are always first-timers).
      first_time: condition('t._first_time = 1'),
      one_time_guest: condition('t._one_time_guest = 1'),
      not_one_time_guest: condition('COALESCE(t._one_time_guest, 0) = 0'),
      checked_out: condition('t.checked_out_at IS NOT NULL'),
    },
    Event: {
      archived: condition('t.archived_at IS NOT NULL'),
      not_archived: condition('t.archived_at IS NULL'),
    },
  },
  hidden: {},
};
