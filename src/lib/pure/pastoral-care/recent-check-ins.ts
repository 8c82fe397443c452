/**
 * Every check-in of the last weeks, at every event, read the cheapest way the API offers: the
 * check-ins list newest first (`order=-created_at`, 100 a page) with the person and the event
 * included, so names, contact data and each person's total check-in count cost nothing more. The
 * spec gives the list no date `where`, so the walk stops at the first page that reaches back
 * before the first day asked. No React.
 */
import type { Client } from '../../../api/client';
import type { RecordOf } from '../../../api/client-types';
import { zonedDay } from '../dates';
import { walkPageSize } from '../export/walk-pages';
import { checkInPersonContacts } from '../person-contacts';

const CHECK_INS = '/check_ins/v2/check_ins';

type WalkedCheckIn = RecordOf<typeof CHECK_INS, 'person' | 'event'>;
export type CheckInKind = WalkedCheckIn['attributes']['kind'];

export interface RecentCheckIn {
  personId: string;
  eventId: string | null;
  kind: CheckInKind;
  /** The check-in's created_at (API datetime). */
  createdAt: string;
  /** Its day in the organization's zone (YYYY-MM-DD). */
  day: string;
}

/** A person as the check-ins app's Person has them. */
export interface RecentPerson {
  id: string;
  name: string;
  emails: string[];
  phones: string[];
  /** Check-ins at every event, ever (the Person's check_in_count). */
  checkInCount: number;
}

export interface RecentCheckIns {
  /** The first day read (organization's zone); every check-in of a person from it on is here. */
  since: string;
  /** Check-ins of people (one-time guests and deleted people have no person), newest first. */
  checkIns: RecentCheckIn[];
  people: ReadonlyMap<string, RecentPerson>;
  /** Event names by id, of the events the check-ins were at. */
  events: ReadonlyMap<string, string>;
  /** Requests the walk made (one per page). */
  requests: number;
}

export interface RecentProgress {
  pages: number;
  /** The oldest day read so far. */
  reachedDay: string;
}

export interface RecentCheckInsOptions {
  since: string;
  timeZone: string;
  signal?: AbortSignal;
  onProgress?: (progress: RecentProgress) => void;
}

function fullName(attributes: { first_name: string; last_name: string }): string {
  return `${attributes.first_name} ${attributes.last_name}`.trim();
}

export async function loadRecentCheckIns(
  client: Client,
  { since, timeZone, signal, onProgress }: RecentCheckInsOptions,
): Promise<RecentCheckIns> {
  const checkIns: RecentCheckIn[] = [];
  const people = new Map<string, RecentPerson>();
  const events = new Map<string, string>();
  const seen = new Set<string>();
  let requests = 0;
  const keep = (checkIn: WalkedCheckIn, day: string) => {
    const person = checkIn.related.person;
    // Offset pages shift when check-ins are added during the walk: each is kept once.
    if (person === null || seen.has(checkIn.id)) return;
    seen.add(checkIn.id);
    const event = checkIn.related.event;
    if (event) events.set(event.id, event.attributes.name);
    if (!people.has(person.id)) {
      people.set(person.id, {
        id: person.id,
        name: fullName(person.attributes) || fullName(checkIn.attributes) || 'No name given',
        ...checkInPersonContacts(person.attributes),
        checkInCount: person.attributes.check_in_count,
      });
    }
    checkIns.push({
      personId: person.id,
      eventId: event?.id ?? null,
      kind: checkIn.attributes.kind,
      createdAt: checkIn.attributes.created_at,
      day,
    });
  };

  for await (const page of client.pages(CHECK_INS, {
    order: '-created_at',
    include: ['person', 'event'],
    perPage: walkPageSize,
    ...(signal ? { signal } : {}),
  })) {
    requests += 1;
    let reachedDay: string | undefined;
    let reachedBefore = false;
    for (const checkIn of page.records) {
      const day = zonedDay(checkIn.attributes.created_at, timeZone);
      reachedDay = day;
      if (day < since) reachedBefore = true;
      else keep(checkIn, day);
    }
    onProgress?.({ pages: requests, reachedDay: reachedDay ?? since });
    if (reachedBefore) break;
  }
  signal?.throwIfAborted();
  return { since, checkIns, people, events, requests };
}
