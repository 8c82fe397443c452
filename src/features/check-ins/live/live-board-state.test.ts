import { describe, expect, it } from 'vitest';

import type { BoardCheckIn, BoardRoom, BoardTime } from './live-board-data';
import {
  capacityLevel,
  checkedOutFeed,
  eventViews,
  lookUp,
  mergeChanges,
  ratioOf,
  rosterOf,
  timesMissingCheckIns,
  type BoardSnapshot,
} from './live-board-state';

const time: BoardTime = {
  id: '10',
  eventId: '2',
  eventName: 'Kids Church',
  periodId: '5',
  startsAt: '2026-11-22T15:00:00Z',
  showsAt: '2026-11-22T14:00:00Z',
  hidesAt: '2026-11-22T17:00:00Z',
};

let next = 0;
function checkIn(over: Partial<BoardCheckIn> = {}): BoardCheckIn {
  next += 1;
  return {
    id: String(next),
    personId: null,
    firstName: `First${next}`,
    lastName: 'Person',
    kind: 'Regular',
    checkedInAt: `2026-11-22T14:${String(10 + (next % 40)).padStart(2, '0')}:00Z`,
    checkedOutAt: null,
    securityCode: `C${next}`,
    locationId: '6',
    eventTimeIds: ['10'],
    ...over,
  };
}

const room = (locationId: string, capacity: number | null, counted = 0): BoardRoom => ({
  locationId,
  eventTimeId: '10',
  name: `Room ${locationId}`,
  capacity,
  counted,
});

const board = (checkIns: BoardCheckIn[], rooms: BoardRoom[] = [room('6', 10)]): BoardSnapshot => ({
  times: [time],
  rooms,
  checkIns,
  newestCheckIn: null,
  newestCheckOut: null,
  readAt: 0,
  wholeAt: 0,
});

describe('a room against its capacity', () => {
  it('is marked from 90%, at 100% and over it', () => {
    expect(capacityLevel(8, 10)).toBe('ok');
    expect(capacityLevel(9, 10)).toBe('near');
    expect(capacityLevel(10, 10)).toBe('full');
    expect(capacityLevel(11, 10)).toBe('over');
    expect(capacityLevel(3, null)).toBe('unknown');
  });

  it('counts everyone in the room, volunteers too, and no one who left', () => {
    const views = eventViews(
      board([
        ...Array.from({ length: 7 }, () => checkIn()),
        checkIn({ kind: 'Volunteer' }),
        checkIn({ kind: 'Guest' }),
        checkIn({ checkedOutAt: '2026-11-22T16:10:00Z' }),
        checkIn({ locationId: '7' }),
      ]),
      { rooms: {} },
    );
    const [view] = views[0]?.rooms ?? [];
    expect(view).toMatchObject({ present: 9, attendees: 8, volunteers: 1, capacityLevel: 'near' });
  });
});

describe('volunteers against a room’s target', () => {
  it('is judged only when staff set a target', () => {
    expect(ratioOf(12, 0, null)).toEqual({ level: 'unjudged', needed: 0 });
    expect(ratioOf(12, 3, 4)).toEqual({ level: 'ok', needed: 0 });
    expect(ratioOf(13, 3, 4)).toEqual({ level: 'short', needed: 1 });
    expect(ratioOf(9, 0, 4)).toEqual({ level: 'no-volunteer', needed: 3 });
    expect(ratioOf(0, 0, 4)).toEqual({ level: 'ok', needed: 0 });
  });

  it('takes each room’s target from the shared settings', () => {
    const [view] =
      eventViews(board([checkIn(), checkIn(), checkIn()]), {
        rooms: { 6: { attendeesPerVolunteer: 2 } },
      })[0]?.rooms ?? [];
    expect(view).toMatchObject({ target: 2, ratioLevel: 'no-volunteer', volunteersNeeded: 2 });
  });
});

describe('changes read since the last refresh', () => {
  it('adds new check-ins of the times shown, replaces known ones, and leaves other times out', () => {
    const known = checkIn();
    const out = { ...known, checkedOutAt: '2026-11-22T16:00:00Z' };
    const added = checkIn();
    const elsewhere = checkIn({ eventTimeIds: ['99'] });
    const merged = mergeChanges([known], [out, added, elsewhere], new Set(['10']));
    expect(merged).toEqual([out, added]);
  });

  it('asks for a whole read of a time when its rooms count more than the roster holds', () => {
    const roster = [checkIn(), checkIn()];
    expect(timesMissingCheckIns([room('6', 10, 2)], roster)).toEqual(new Set());
    // One made between the two reads: more in the roster than counted is fine.
    expect(timesMissingCheckIns([room('6', 10, 1)], roster)).toEqual(new Set());
    expect(timesMissingCheckIns([room('6', 10, 3)], roster)).toEqual(new Set(['10']));
  });
});

describe('the feed, the roster and the lookup', () => {
  const a = checkIn({
    firstName: 'Ada',
    lastName: 'Lovelace',
    securityCode: 'K7QX',
    checkedOutAt: '2026-11-22T16:05:00Z',
  });
  const b = checkIn({
    firstName: 'Bo',
    lastName: 'Diddley',
    securityCode: 'M3PA',
    checkedOutAt: '2026-11-22T16:20:00Z',
  });
  const c = checkIn({ firstName: 'Cy', lastName: 'Young', securityCode: 'K7ZZ' });
  const snapshot = board([a, b, c]);

  it('lists who was checked out, newest first', () => {
    expect(checkedOutFeed(snapshot, 10).map((x) => x.firstName)).toEqual(['Bo', 'Ada']);
    expect(checkedOutFeed(snapshot, 1).map((x) => x.firstName)).toEqual(['Bo']);
  });

  it('splits a room’s roster into who is there and who left', () => {
    const roster = rosterOf(snapshot, '6');
    expect(roster.present.map((x) => x.firstName)).toEqual(['Cy']);
    expect(roster.left.map((x) => x.firstName)).toEqual(['Bo', 'Ada']);
  });

  it('finds by the start of a security code or part of a name, those in the room first', () => {
    expect(lookUp(snapshot, 'k7').map((x) => x.firstName)).toEqual(['Cy', 'Ada']);
    expect(lookUp(snapshot, ' diddl ').map((x) => x.firstName)).toEqual(['Bo']);
    expect(lookUp(snapshot, '7QX')).toEqual([]);
    expect(lookUp(snapshot, '   ')).toEqual([]);
  });
});
