import { describe, expect, it } from 'vitest';
import { openDatabase } from '../database';
import { seedDatabase } from './seed';

/** The calendar day of a UTC datetime in Chicago, 'YYYY-MM-DD'. */
function chicagoDay(utc: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date(utc));
}

describe('seeding just after midnight UTC', () => {
  // 00:05 UTC on Monday 23 November is still 18:05 on Sunday 22 November in Chicago.
  const now = new Date('2026-11-23T00:05:00Z');
  const nowText = '2026-11-23T00:05:00Z';
  const db = openDatabase({ file: ':memory:' });
  seedDatabase(db, { scale: 'small', seed: 7, anchor: now });
  const latest = (sql: string) => db.prepare(sql).pluck().get() as string;

  it('creates no check-in or donation after now', () => {
    const checkIn = latest(`SELECT MAX(created_at) FROM check_ins__CheckIn`);
    const checkOut = latest(`SELECT MAX(checked_out_at) FROM check_ins__CheckIn`);
    const donation = latest(`SELECT MAX(created_at) FROM giving__Donation`);
    const donationUpdate = latest(`SELECT MAX(updated_at) FROM giving__Donation`);
    for (const value of [checkIn, checkOut, donation, donationUpdate]) {
      expect(value <= nowText, value).toBe(true);
    }
  });

  it("ends on today in the organization's time zone, not on the UTC date", () => {
    const checkIn = latest(`SELECT MAX(created_at) FROM check_ins__CheckIn`);
    expect(chicagoDay(checkIn)).toBe('2026-11-22');
    const lastSession = latest(`SELECT MAX(starts_at) FROM check_ins__EventTime`);
    expect(chicagoDay(lastSession)).toBe('2026-11-22');
    expect(chicagoDay(latest(`SELECT MAX(created_at) FROM giving__Donation`))).toBe('2026-11-22');
  });
});
