// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { addDays } from '../../../lib/calendar-days';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { presetRange } from '../shared/report-range';
import { FirstTimeGuestsPage } from './first-time-guests-page';

const sandbox = startSandboxForComponentTests();

const inUrl = (name: string) =>
  new URLSearchParams(screen.getByTestId('search').textContent).get(name);
const fromField = () => screen.getByLabelText<HTMLInputElement>('From');

describe('FirstTimeGuestsPage’s range', () => {
  it('keeps focus in From while a day is typed, and follows typing, chips, Back and Forward', async () => {
    const router = sandbox.renderAt('/reports/first-time', <FirstTimeGuestsPage />);
    const from = await screen.findByLabelText<HTMLInputElement>('From');
    const fourWeeks = from.value;
    const today = screen.getByLabelText<HTMLInputElement>('To').value;

    // A date field sends a day for each part typed: the range follows each one.
    from.focus();
    for (const day of [addDays(fourWeeks, 7), addDays(fourWeeks, 14)]) {
      fireEvent.change(from, { target: { value: day } });
      await waitFor(() => expect(inUrl('from')).toBe(day));
      expect(fromField()).toBe(from);
      expect(document.activeElement).toBe(from);
      expect(from.value).toBe(day);
    }

    await act(() => router.navigate(-1));
    expect(fromField().value).toBe(addDays(fourWeeks, 7));
    await act(() => router.navigate(1));
    expect(fromField().value).toBe(addDays(fourWeeks, 14));

    fireEvent.click(screen.getByRole('radio', { name: '12 weeks' }));
    const twelveWeeks = presetRange('12-weeks', today);
    await waitFor(() => expect(inUrl('from')).toBe(twelveWeeks.from));
    expect(fromField().value).toBe(twelveWeeks.from);
    expect(screen.getByLabelText<HTMLInputElement>('To').value).toBe(twelveWeeks.to);
    // Let the first check-ins be read, so the test leaves no request open.
    await waitFor(
      () => expect(screen.getByTestId('first-time-summary').textContent).toMatch(/in 12 weeks/),
      { timeout: 30_000 },
    );
  }, 60_000);
});
