/** What every part of the seed shares: the options, the time range and the random streams. */
import type { Faker } from '@faker-js/faker';
import { Rng, seededFaker } from './random';
import { organization } from './reference-data';
import { scales } from './scales';
import type { ScaleSettings, SeedScale } from './scales';
import { ZoneClock, addDays, daysBetween, dayText } from './time';
import type { LocalDay } from './time';

export interface SeedContext {
  readonly seed: number;
  readonly scale: SeedScale;
  readonly settings: ScaleSettings;
  readonly clock: ZoneClock;
  /** The last day of seeded activity (local), and the first day of the weekly range. */
  readonly anchorDay: LocalDay;
  readonly firstDay: LocalDay;
  /**
   * First instant of firstDay, and the seed's "now": the anchor instant, never later than the
   * last second of anchorDay; UTC milliseconds.
   */
  readonly startMs: number;
  readonly endMs: number;
  /**
   * Giving goes back further than the weekly range: to 1 January of the year before the anchor's,
   * so every seed holds at least one whole calendar year of gifts for year-end statements (80
   * weeks alone leave none whole for most anchors). Its first instant in UTC milliseconds.
   */
  readonly givingFirstDay: LocalDay;
  readonly givingStartMs: number;
  /** The school year's age cutoff (1 September), for grades. */
  readonly schoolCutoff: LocalDay;
  rng(stream: string): Rng;
  faker(stream: string): Faker;
}

export function createSeedContext(options: {
  scale: SeedScale;
  seed: number;
  /** "Now": its calendar day in the organization's time zone is the last day of activity. */
  anchor: Date;
}): SeedContext {
  const settings = scales[options.scale];
  const clock = new ZoneClock(organization.timeZone);
  const anchorMs = Math.floor(options.anchor.getTime() / 1000) * 1000;
  const anchorDay = clock.dayOf(anchorMs);
  const firstDay = addDays(anchorDay, -(settings.weeks * 7 - 1));
  const cutoffYear = anchorDay.month >= 9 ? anchorDay.year : anchorDay.year - 1;
  const lastYearStart: LocalDay = { year: anchorDay.year - 1, month: 1, day: 1 };
  const givingFirstDay = daysBetween(lastYearStart, firstDay) > 0 ? lastYearStart : firstDay;
  return {
    seed: options.seed,
    scale: options.scale,
    settings,
    clock,
    anchorDay,
    firstDay,
    startMs: clock.toUtc(firstDay, 0, 0),
    endMs: Math.min(anchorMs, clock.toUtc(addDays(anchorDay, 1), 0, 0) - 1000),
    givingFirstDay,
    givingStartMs: clock.toUtc(givingFirstDay, 0, 0),
    schoolCutoff: { year: cutoffYear, month: 9, day: 1 },
    rng: (stream) => new Rng(options.seed, stream),
    faker: (stream) => seededFaker(options.seed, stream),
  };
}

/** Describes the options for the meta record, in a stable key order. */
export function describeOptions(ctx: SeedContext): string {
  return JSON.stringify({ scale: ctx.scale, seed: ctx.seed, anchor: dayText(ctx.anchorDay) });
}

/** When the seeded range's last day ends (UTC ms), from the options `describeOptions` recorded. */
export function seededDayEndMs(description: string): number {
  const { anchor } = JSON.parse(description) as { anchor: string };
  const [year = 0, month = 0, day = 0] = anchor.split('-').map(Number);
  return new ZoneClock(organization.timeZone).toUtc(addDays({ year, month, day }, 1), 0, 0);
}
