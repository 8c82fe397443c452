import { EVENTS_PATH } from '../shared/event-paths';

/** Check-ins › Events, above an event's name. */
export const eventCrumbs = [
  { label: 'Check-ins', to: '/check-ins' },
  { label: 'Events', to: EVENTS_PATH },
];
