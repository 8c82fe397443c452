// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { addDays } from '../../../lib/calendar-days';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
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
}[] = [
  {
    name: 'AttendanceReportPage',
    path: '/reports/attendance',
    page: <AttendanceReportPage />,
    chip: '52-weeks',
    // The report's weeks end with the range's last day.
    chipRange: (to) => ({ from: addDays(to, -52 * 7 + 1), to }),
    settled: () => expect(screen.queryByRole('region', { name: 'Counting attendance' })).toBeNull(),
  },
  {
    name: 'FirstTimeGuestsPage',
    path: '/reports/first-time',
    page: <FirstTimeGuestsPage />,
    chip: '12-weeks',
    chipRange: (to) => presetRange('12-weeks', to),
    settled: () =>
      expect(screen.getByTestId('first-time-summary').textContent).toMatch(/in 12 weeks/),
  },
];

describe.each(pages)('$name’s range', ({ path, page, chip, chipRange, settled }) => {
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
    fireEvent.click(screen.getByRole('radio', { name: presetLabels[chip] }));
    await waitFor(() => expect(inUrl('from')).toBe(range.from));
    expect(fromField().value).toBe(range.from);
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(range.to);
    await waitFor(settled);
  });
});
