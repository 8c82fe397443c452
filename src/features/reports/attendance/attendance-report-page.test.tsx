// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addDays } from '../../../lib/calendar-days';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { AttendanceReportPage } from './attendance-report-page';

const sandbox = startSandboxForComponentTests();

const inUrl = (name: string) =>
  new URLSearchParams(screen.getByTestId('search').textContent).get(name);
const fromField = () => screen.getByLabelText<HTMLInputElement>('From');

describe('AttendanceReportPage’s range', () => {
  it('keeps focus in From while a day is typed, and follows typing, chips, Back and Forward', async () => {
    const router = sandbox.renderAt('/reports/attendance', <AttendanceReportPage />);
    const from = await screen.findByLabelText<HTMLInputElement>('From');
    const twelveWeeks = from.value;
    const to = screen.getByLabelText<HTMLInputElement>('To').value;

    // A date field sends a day for each part typed: the range follows each one.
    from.focus();
    for (const day of [addDays(twelveWeeks, 7), addDays(twelveWeeks, 14)]) {
      fireEvent.change(from, { target: { value: day } });
      await waitFor(() => expect(inUrl('from')).toBe(day));
      expect(fromField()).toBe(from);
      expect(document.activeElement).toBe(from);
      expect(from.value).toBe(day);
    }

    await act(() => router.navigate(-1));
    expect(fromField().value).toBe(addDays(twelveWeeks, 7));
    await act(() => router.navigate(1));
    expect(fromField().value).toBe(addDays(twelveWeeks, 14));

    fireEvent.click(screen.getByRole('radio', { name: '52 weeks' }));
    await waitFor(() => expect(inUrl('from')).toBe(addDays(to, -52 * 7 + 1)));
    expect(fromField().value).toBe(addDays(to, -52 * 7 + 1));
    // Let the count end, so the test leaves no request open.
    await waitFor(
      () => expect(screen.queryByRole('region', { name: 'Counting attendance' })).toBeNull(),
      { timeout: 30_000 },
    );
  }, 60_000);
});
