/**
 * How a church's year and its growth bend attendance and giving: a summer dip, a quiet January,
 * crowds at Easter and Christmas, year-end giving, and about 10% a year more attendance (giving
 * grows by new givers, see giving-donations). The generators multiply their likelihoods (and
 * gift amounts) by these factors.
 */
import type { SeedContext } from './seed-context';
import { addDays, daysBetween, weekday, weekdayOnOrBefore } from './time';
import type { LocalDay } from './time';

/**
 * Growth per year the Sunday services are steered to: a little over the 10% wanted, as the
 * parts that do not grow (first visits, one-time guests, the least headcounts) dilute it.
 */
const yearlyGrowth = 1.13;

/** Easter Sunday of a year (Gregorian; the anonymous algorithm of the Computus). */
export function easterSunday(year: number): LocalDay {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { year, month, day };
}

const same = (a: LocalDay, b: LocalDay) =>
  a.year === b.year && a.month === b.month && a.day === b.day;

/** The Sunday on or before Christmas: the church's Christmas Sunday. */
function christmasSunday(year: number): LocalDay {
  return weekdayOnOrBefore({ year, month: 12, day: 25 }, 0);
}

/** Attendance of a day against an ordinary week of the same year (1). */
export function attendanceSeason(day: LocalDay): number {
  if (same(day, easterSunday(day.year))) return 1.6;
  if (same(day, addDays(easterSunday(day.year), -7))) return 1.1;
  if (same(day, christmasSunday(day.year))) return 1.45;
  // The week after Christmas and the first of the year: families away.
  if (day.month === 12 && day.day > 25) return 0.8;
  switch (day.month) {
    case 1:
      return 0.88;
    case 6:
      return 0.88;
    case 7:
      return 0.78;
    case 8:
      return 0.84;
    case 9:
      return 1.06;
    case 10:
    case 11:
    case 12:
      return 1.03;
    default:
      return 1;
  }
}

/** Giving of a day against an ordinary week: year-end gifts in December, the summer dip. */
export function givingSeason(day: LocalDay): number {
  const easter = easterSunday(day.year);
  const sinceEaster = daysBetween(easter, day);
  if (sinceEaster >= -7 && sinceEaster <= 0) return 1.2;
  switch (day.month) {
    case 12:
      return day.day >= 15 ? 1.5 : 1.15;
    case 1:
      return 0.9;
    case 6:
    case 8:
      return 0.9;
    case 7:
      return 0.85;
    default:
      return 1;
  }
}

export interface Seasons {
  /** Growth and season of attendance on a day; the range's Sundays average 1. */
  attendance(day: LocalDay): number;
  /** Season of giving on a day; the range's days average 1. */
  giving(day: LocalDay): number;
}

/** Growth up to the anchor day: 1 on the anchor day, 1/1.13 a year earlier. */
function growth(ctx: SeedContext, day: LocalDay): number {
  return yearlyGrowth ** (daysBetween(ctx.anchorDay, day) / 365);
}

export function seasonsOf(ctx: SeedContext): Seasons {
  const days = Array.from({ length: daysBetween(ctx.firstDay, ctx.anchorDay) + 1 }, (_, i) =>
    addDays(ctx.firstDay, i),
  );
  const sundays = days.filter((d) => weekday(d) === 0);
  const rawAttendance = (d: LocalDay) => attendanceSeason(d) * growth(ctx, d);
  const rawGiving = givingSeason;
  const mean = (list: LocalDay[], f: (d: LocalDay) => number) =>
    list.reduce((sum, d) => sum + f(d), 0) / Math.max(1, list.length);
  const attendanceMean = mean(sundays, rawAttendance);
  const givingMean = mean(days, rawGiving);
  return {
    attendance: (d) => rawAttendance(d) / attendanceMean,
    giving: (d) => rawGiving(d) / givingMean,
  };
}
