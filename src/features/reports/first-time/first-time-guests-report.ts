/**
 * First-time guests: people whose earliest check-in falls in a range of days (organization's
 * zone), and one-time guests checked in during the range. The API's `first_time` filter marks
 * a person's first check-in to each event, so a person's earliest `first_time` check-in is their
 * earliest check-in of all; the list takes no date `where`, so it is walked whole once and any
 * range is then read from it without another request. No React.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { isWithin } from '../../../lib/pure/calendar-days';
import { zonedDay } from '../../../lib/pure/dates';
import { collectPages, walkPageSize, type WalkOptions } from '../../../lib/pure/export/walk-pages';
import type { Translate } from '../../../lib/pure/i18n/translator';
import { checkInPersonContacts } from '../../../lib/pure/person-contacts';

const CHECK_INS = '/check_ins/v2/check_ins';

export interface FirstVisit {
  checkInId: string;
  /** Null for a one-time guest, who has no person record. */
  personId: string | null;
  /** Empty when neither the person nor the check-in has a name (`visitName` says so). */
  name: string;
  eventId: string | null;
  eventName: string | null;
  /** The first check-in's created_at (API datetime). */
  createdAt: string;
  emails: string[];
  phones: string[];
}

export interface FirstVisitIndex {
  /** Each person's earliest check-in, and every one-time guest's check-in, oldest first. */
  visits: FirstVisit[];
  /** Requests the walk made. */
  requests: number;
}

type WalkedCheckIn = RecordOf<typeof CHECK_INS, 'person' | 'event'>;

/** A check-in as a visit without a person: its own name, no contact data. */
function visitOf(checkIn: WalkedCheckIn): FirstVisit {
  return {
    checkInId: checkIn.id,
    personId: null,
    name: checkInName(checkIn.attributes),
    eventId: checkIn.related.event?.id ?? null,
    eventName: checkIn.related.event?.attributes.name ?? null,
    createdAt: checkIn.attributes.created_at,
    emails: [],
    phones: [],
  };
}

/** A visit's name as shown, or words saying none was given. */
export function visitName(visit: FirstVisit, t: Translate): string {
  return visit.name || t('reports.firstTime.noName');
}

function checkInName(attributes: { first_name: string; last_name: string }): string {
  return `${attributes.first_name} ${attributes.last_name}`.trim();
}

/**
 * Walks the `first_time` check-ins oldest first (with person and event included: the check-ins
 * app's person carries its e-mail addresses and phone numbers, so contact data costs nothing
 * more) and the one-time guests' check-ins, and keeps each person's first.
 */
export async function loadFirstVisits(
  client: Client,
  { signal, onProgress }: WalkOptions = {},
): Promise<FirstVisitIndex> {
  let requests = 0;
  let before = 0;
  const walk = (filter: 'first_time' | 'one_time_guest') => {
    const pages = client.pages(CHECK_INS, {
      filter: [filter],
      order: 'created_at',
      include: ['person', 'event'],
      perPage: walkPageSize,
      ...(signal ? { signal } : {}),
    });
    return collectPages(
      (async function* () {
        for await (const page of pages) {
          requests += 1;
          yield page;
        }
      })(),
      {
        ...(signal ? { signal } : {}),
        onProgress: (p) => onProgress?.({ fetched: before + p.fetched, total: before + p.total }),
      },
    );
  };

  const firstTime = await walk('first_time');
  before = firstTime.length;
  const oneTime = await walk('one_time_guest');

  const byPerson = new Map<string, FirstVisit>();
  for (const checkIn of firstTime) {
    const person = checkIn.related.person;
    if (person === null) continue; // a one-time guest (below) or a deleted person
    const earlier = byPerson.get(person.id);
    if (earlier && earlier.createdAt <= checkIn.attributes.created_at) continue;
    byPerson.set(person.id, {
      ...visitOf(checkIn),
      personId: person.id,
      name: checkInName(person.attributes) || checkInName(checkIn.attributes),
      ...checkInPersonContacts(person.attributes),
    });
  }
  const guests = oneTime.map((checkIn) => visitOf(checkIn));
  const visits = [...byPerson.values(), ...guests].sort((a, b) =>
    a.createdAt.localeCompare(b.createdAt),
  );
  return { visits, requests };
}

/** The first visits whose day (organization's zone) is within from..to, newest first. */
export function firstTimeGuestsIn(
  index: FirstVisitIndex,
  from: string,
  to: string,
  timeZone: string,
): FirstVisit[] {
  return index.visits
    .filter((visit) => isWithin(zonedDay(visit.createdAt, timeZone), from, to))
    .reverse();
}
