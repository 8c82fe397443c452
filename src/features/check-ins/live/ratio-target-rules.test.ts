import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { readLiveRoomsSettings } from '../../../api/proxy/live-rooms-settings';
import { ratioTargetProblem } from './ratio-target-rules';

describe('ratioTargetProblem', () => {
  it('passes blank and every whole number from 1 to 50, which the server stores too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), (n) => {
        expect(ratioTargetProblem(` ${n} `)).toBeUndefined();
        expect(readLiveRoomsSettings({ rooms: { 6: { attendeesPerVolunteer: n } } }).ok).toBe(true);
      }),
    );
    expect(ratioTargetProblem('  ')).toBeUndefined();
  });

  it('never passes anything else, which the server refuses too', () => {
    const bad = fc.oneof(
      fc.integer({ min: -1000, max: 0 }).map(String),
      fc.integer({ min: 51, max: 100_000 }).map(String),
      fc
        .double({ min: 1.01, max: 49.99, noNaN: true })
        .filter((n) => !Number.isInteger(n))
        .map(String),
      fc
        .string({ minLength: 1, maxLength: 6 })
        .filter(
          (s) =>
            s.trim() !== '' && !(Number.isInteger(Number(s)) && Number(s) >= 1 && Number(s) <= 50),
        ),
    );
    fc.assert(
      fc.property(bad, (text) => {
        expect(ratioTargetProblem(text)).toBeDefined();
        const value = Number(text);
        expect(readLiveRoomsSettings({ rooms: { 6: { attendeesPerVolunteer: value } } }).ok).toBe(
          false,
        );
      }),
    );
  });
});
