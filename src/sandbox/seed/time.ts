/**
 * Calendar days and wall-clock times of the organization's time zone, and the API's text
 * formats. Offsets come from Intl, so daylight saving time is right on every day.
 */

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** A calendar day, with no time zone. */
export interface LocalDay {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'YYYY-MM-DD'. */
export function dayText(d: LocalDay): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

/** 'YYYY-MM-DDTHH:MM:SSZ' of a UTC instant (milliseconds are dropped). */
/** `YYYY-MM-DDT` of each UTC day met so far: a seed formats a few hundred thousand times. */
const dayPrefixes = new Map<number, string>();

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/** `YYYY-MM-DDTHH:MM:SSZ`, as `toISOString` without the milliseconds. */
export function utcText(ms: number): string {
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    dayPrefixes.set(day, prefix);
  }
  const seconds = Math.floor((ms - day * DAY_MS) / 1000);
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor(seconds / 60) % 60;
  return `${prefix}${twoDigits(hours)}:${twoDigits(minutes)}:${twoDigits(seconds % 60)}Z`;
}

export function addDays(d: LocalDay, days: number): LocalDay {
  const date = new Date(Date.UTC(d.year, d.month - 1, d.day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(d: LocalDay): number {
  return new Date(Date.UTC(d.year, d.month - 1, d.day)).getUTCDay();
}

/** Whole days from `a` to `b`. */
export function daysBetween(a: LocalDay, b: LocalDay): number {
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / DAY_MS,
  );
}

/** The latest day on or before `d` that falls on `day` of the week. */
export function weekdayOnOrBefore(d: LocalDay, day: number): LocalDay {
  return addDays(d, -((weekday(d) - day + 7) % 7));
}

/** The UTC calendar day of an instant: how the seed reads its anchor. */
export function utcDay(date: Date): LocalDay {
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
}

/** Converts between wall-clock times of one IANA time zone and UTC instants. */
export class ZoneClock {
  private readonly format: Intl.DateTimeFormat;
  private readonly cache = new Map<string, number>();

  constructor(readonly timeZone: string) {
    this.format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  }

  /** Milliseconds the zone's wall clock is ahead of UTC at the instant `utcMs`. */
  offsetAt(utcMs: number): number {
    const parts: Record<string, number> = {};
    for (const p of this.format.formatToParts(new Date(utcMs))) {
      if (p.type !== 'literal') parts[p.type] = Number(p.value);
    }
    const wall = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return wall - Math.floor(utcMs / 1000) * 1000;
  }

  /**
   * The UTC instant of a wall-clock time on a day (a time repeated by the autumn change is its
   * first instance; the seed never uses a time of the hour skipped in spring).
   */
  toUtc(d: LocalDay, hour: number, minute = 0): number {
    const key = `${d.year}-${d.month}-${d.day}-${hour}-${minute}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const wall = Date.UTC(d.year, d.month - 1, d.day, hour, minute);
    const utc = wall - this.offsetAt(wall - this.offsetAt(wall));
    this.cache.set(key, utc);
    return utc;
  }

  /** The wall-clock day of an instant in this zone. */
  dayOf(utcMs: number): LocalDay {
    return utcDay(new Date(utcMs + this.offsetAt(utcMs)));
  }
}
