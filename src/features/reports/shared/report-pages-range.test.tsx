// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { addDays, todayIn } from '../../../lib/pure/calendar-days';
import { translatorOf } from '../../../lib/pure/i18n/translator';
import { testLanguage } from '../../../ui/testing/test-providers';
import {
  findIgnoredLinkSettings,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { AttendanceReportPage } from '../attendance/attendance-report-page';
import { FirstTimeGuestsPage } from '../first-time/first-time-guests-page';
import { presetLabels, presetRange } from './report-range';
import type { RangePreset } from './report-range';

const sandbox = startSandboxForComponentTests();

const inUrl = (name: string) =>
  new URLSearchParams(screen.getByTestId('search').textContent).get(name);
const fromField = () => screen.getByLabelText<HTMLInputElement>('From');

const pages: {
  name: string;
  path: string;
  page: ReactElement;
  /** A chip other than the page's default range. */
  chip: RangePreset;
  /** The range the chip gives, from the range's last day before it. */
  chipRange: (to: string) => { from: string; to: string };
  /** The page has answered for the chip's range (so the test leaves no request open). */
  settled: () => void;
  /** The range the page opens on without one in its link, on `today`. */
  defaultRange: (today: string) => { from: string; to: string };
  /** The page shows its answer for `range` (one calendar month). */
  showsMonth: (range: { from: string; to: string }) => void;
}[] = [
  {
    name: 'AttendanceReportPage',
    path: '/reports/attendance',
    page: <AttendanceReportPage />,
    chip: '52-weeks',
    // The report's weeks end with the range's last day.
    chipRange: (to) => ({ from: addDays(to, -52 * 7 + 1), to }),
    settled: () => expect(screen.queryByRole('region', { name: 'Counting attendance' })).toBeNull(),
    defaultRange: (today) => presetRange('12-weeks', today),
    // The table's caption, its days as the locale writes them.
    showsMonth: ({ from, to }) => {
      const format = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });
      const show = (day: string) => format.format(Date.parse(`${day}T00:00:00Z`));
      screen.getByRole('table', { name: `Attendance per week, ${show(from)} – ${show(to)}` });
    },
  },
  {
    name: 'FirstTimeGuestsPage',
    path: '/reports/first-time',
    page: <FirstTimeGuestsPage />,
    chip: '12-weeks',
    chipRange: (to) => presetRange('12-weeks', to),
    settled: () =>
      expect(screen.getByTestId('first-time-summary').textContent).toMatch(/in 12 weeks/),
    // The last four weeks, today included.
    defaultRange: (today) => ({ from: addDays(today, -27), to: today }),
    showsMonth: ({ to }) => {
      const days = Number(to.slice(8, 10));
      expect(screen.getByTestId('first-time-summary').textContent).toMatch(
        new RegExp(`in ${days === 28 ? '4 weeks' : `${days} days`}`),
      );
    },
  },
];

/** Today in the organization's zone, as the sandbox names it. */
async function organizationToday(): Promise<string> {
  const organization = await sandbox.client().get('/check_ins/v2', {});
  return todayIn(String(organization?.attributes.time_zone));
}

/** The calendar month before the one `today` falls in, worked out here, not by the app. */
function monthBefore(today: string): { from: string; to: string } {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const day = (date: Date) => date.toISOString().slice(0, 10);
  // Date.UTC's months count from 0, and day 0 is the last day of the month before.
  return {
    from: day(new Date(Date.UTC(year, month - 2, 1))),
    to: day(new Date(Date.UTC(year, month - 1, 0))),
  };
}

describe.each(pages)(
  '$name’s range',
  ({ path, page, chip, chipRange, settled, defaultRange, showsMonth }) => {
    it('opens on its default range, and takes “Last month” as the month before this one in the organization’s zone', async () => {
      sandbox.renderAt(path, page);
      const today = await organizationToday();
      const opening = defaultRange(today);
      await waitFor(() => expect(fromField().value).toBe(opening.from));
      expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(opening.to);

      const lastMonth = monthBefore(today);
      fireEvent.click(screen.getByRole('radio', { name: 'Last month' }));
      await waitFor(() => expect(inUrl('from')).toBe(lastMonth.from));
      expect(inUrl('to')).toBe(lastMonth.to);
      expect(fromField().value).toBe(lastMonth.from);
      expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(lastMonth.to);
      expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Last month' }).checked).toBe(
        true,
      );
      await waitFor(() => showsMonth(lastMonth));
    });

    it('leaves out days in the link that are not days, says so, and clears them', async () => {
      // 2026-13-45 has a day's shape but no date: it once stopped the page with "Invalid time value".
      sandbox.renderAt(`${path}?from=2026-13-45&to=2026-02-30`, page);
      const ignored = await findIgnoredLinkSettings();
      expect(ignored.textContent).toContain("from '2026-13-45' is not a day (YYYY-MM-DD)");
      expect(ignored.textContent).toContain("to '2026-02-30' is not a day (YYYY-MM-DD)");
      const opening = defaultRange(await organizationToday());
      await waitFor(() => expect(fromField().value).toBe(opening.from));
      expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(opening.to);
      fireEvent.click(within(ignored).getByRole('button', { name: 'Clear them from the address' }));
      await waitFor(() => expect(screen.queryByText(/Some of this link's settings/)).toBeNull());
      expect(inUrl('from')).not.toBe('2026-13-45');
      expect(inUrl('to')).not.toBe('2026-02-30');
    });

    it('keeps focus in From while a day is typed, and follows typing, chips, Back and Forward', async () => {
      const history = sandbox.renderAt(path, page);
      const from = await screen.findByLabelText<HTMLInputElement>('From');
      const start = from.value;
      const end = screen.getByLabelText<HTMLInputElement>('To').value;

      // A date field sends a day for each part typed: the range follows each one.
      from.focus();
      for (const day of [addDays(start, 7), addDays(start, 14)]) {
        fireEvent.change(from, { target: { value: day } });
        await waitFor(() => expect(inUrl('from')).toBe(day));
        expect(fromField()).toBe(from);
        expect(document.activeElement).toBe(from);
        expect(from.value).toBe(day);
      }

      act(() => history.navigator.go(-1));
      expect(fromField().value).toBe(addDays(start, 7));
      act(() => history.navigator.go(1));
      expect(fromField().value).toBe(addDays(start, 14));

      const range = chipRange(end);
      const t = translatorOf(testLanguage().i18n);
      fireEvent.click(screen.getByRole('radio', { name: t(presetLabels[chip]) }));
      await waitFor(() => expect(inUrl('from')).toBe(range.from));
      expect(fromField().value).toBe(range.from);
      expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(range.to);
      await waitFor(settled);
    });
  },
);
