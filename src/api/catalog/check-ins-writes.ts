/**
 * The check-ins app's writes, apart from its resources and reads (check-ins.ts) so that a page
 * that only reads never downloads them.
 */
import { defineWriteEndpoints } from './schema';

const app = 'check_ins';
const P1 = '/check_ins/v2';

export const checkInsWriteEndpoints = defineWriteEndpoints({
  [`POST ${P1}/event_times/{event_time_id}/headcounts`]: {
    app,
    method: 'POST',
    resource: 'Headcount',
    writable: ['total'],
    required: ['total'],
    relationships: {
      attendance_type: { target: 'AttendanceType', cardinality: 'one', required: true },
    },
    note: 'one headcount per event time and attendance type; a second create is a 422',
  },
  [`PATCH ${P1}/event_times/{event_time_id}/headcounts/{id}`]: {
    app,
    method: 'PATCH',
    resource: 'Headcount',
    writable: ['total'],
  },
  [`POST ${P1}/people/{person_id}/passes`]: {
    app,
    method: 'POST',
    resource: 'Pass',
    writable: ['code', 'kind'],
    note: 'kind pkpass creates a mobile pass and e-mails the person',
  },
  [`DELETE ${P1}/passes/{id}`]: { app, method: 'DELETE', resource: 'Pass', writable: [] },
});
