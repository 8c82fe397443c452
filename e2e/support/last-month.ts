/**
 * Last month's first and last day in a time zone, computed here (not by the app's code): the
 * calendar month before the one today falls in, in that zone.
 */
export function lastMonthIn(timeZone: string, now = new Date()): { from: string; to: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  const [year = 0, month = 0] = today;
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // Month numbers from 1; Date.UTC's from 0, and day 0 is the last day of the month before.
  return {
    from: day(new Date(Date.UTC(year, month - 2, 1))),
    to: day(new Date(Date.UTC(year, month - 1, 0))),
  };
}
