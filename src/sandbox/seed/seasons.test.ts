import { describe, expect, it } from 'vitest';
import { attendanceSeason, easterSunday, givingSeason, seasonsOf } from './seasons';
import { createSeedContext } from './seed-context';
import { addDays, weekday } from './time';

describe('seasons', () => {
  it('finds Easter Sunday', () => {
    expect(easterSunday(2024)).toEqual({ year: 2024, month: 3, day: 31 });
    expect(easterSunday(2025)).toEqual({ year: 2025, month: 4, day: 20 });
    expect(easterSunday(2026)).toEqual({ year: 2026, month: 4, day: 5 });
    expect(easterSunday(2038)).toEqual({ year: 2038, month: 4, day: 25 });
  });

  it('crowds Easter and Christmas Sunday, thins summer and January', () => {
    const ordinary = attendanceSeason({ year: 2026, month: 3, day: 15 });
    expect(attendanceSeason({ year: 2026, month: 4, day: 5 })).toBeGreaterThan(ordinary * 1.4);
    expect(attendanceSeason({ year: 2025, month: 12, day: 21 })).toBeGreaterThan(ordinary * 1.3);
    expect(attendanceSeason({ year: 2026, month: 7, day: 12 })).toBeLessThan(ordinary * 0.9);
    expect(attendanceSeason({ year: 2026, month: 1, day: 11 })).toBeLessThan(ordinary);
    expect(givingSeason({ year: 2025, month: 12, day: 28 })).toBeGreaterThan(
      givingSeason({ year: 2025, month: 11, day: 9 }),
    );
  });

  it("averages 1 over the range's Sundays and grows toward the anchor day", () => {
    const ctx = createSeedContext({
      scale: 'small',
      seed: 1,
      anchor: new Date('2026-11-23T05:59:59Z'),
    });
    const seasons = seasonsOf(ctx);
    const sundays = Array.from({ length: 80 }, (_, i) => addDays(ctx.anchorDay, -7 * i));
    expect(sundays.every((d) => weekday(d) === 0)).toBe(true);
    const mean = sundays.reduce((sum, d) => sum + seasons.attendance(d), 0) / sundays.length;
    expect(mean).toBeCloseTo(1, 5);
    // The same ordinary Sunday a year apart.
    const growth =
      seasons.attendance({ year: 2026, month: 10, day: 18 }) /
      seasons.attendance({ year: 2025, month: 10, day: 19 });
    expect(growth).toBeGreaterThan(1.1);
    expect(growth).toBeLessThan(1.15);
  });
});
