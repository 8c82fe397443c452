// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, useSearchParams } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { addDays } from '../../../lib/pure/calendar-days';
import { prepareJsdomForMantine } from '../../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../../ui/testing/test-providers';
import { presetRange, type DayRange } from './report-range';
import { ReportRangePicker } from './report-range-picker';

const today = '2026-11-25';
const twelveWeeks = presetRange('12-weeks', today);
const fiftyTwoWeeks = presetRange('52-weeks', today);

/**
 * Holds the render of one range until released: React Router renders a navigation as a
 * transition, and a slow one (a big table to take down on a loaded machine) is still pending
 * when the person presses Back.
 */
function holdRange(held: DayRange) {
  let release: () => void = () => undefined;
  const until = new Promise<void>((resolve) => {
    release = resolve;
  });
  function Report({ range }: { range: DayRange }) {
    if (range.from === held.from && range.to === held.to) use(until);
    return <p>{`${range.from} to ${range.to}`}</p>;
  }
  return { Report, release };
}

function renderReport(Report: (props: { range: DayRange }) => ReactNode) {
  function Page() {
    const [params, setParams] = useSearchParams();
    const range = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
    return (
      <>
        {/* As the attendance and first-time pages give it: no key, the fields follow the URL. */}
        <ReportRangePicker
          range={range}
          today={today}
          onChange={(next) => setParams({ from: next.from, to: next.to })}
        />
        <Suspense fallback={<p>Counting…</p>}>
          <Report range={range} />
        </Suspense>
      </>
    );
  }
  window.history.replaceState(null, '', `/reports?from=${twelveWeeks.from}&to=${twelveWeeks.to}`);
  const router = createBrowserRouter([{ path: '/reports', element: <Page /> }]);
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

async function historyMove(move: 'back' | 'forward') {
  await act(async () => {
    const popped = new Promise((resolve) =>
      window.addEventListener('popstate', resolve, { once: true }),
    );
    window.history[move]();
    await popped;
  });
}

const fromField = () => screen.getByLabelText<HTMLInputElement>('From');
const toField = () => screen.getByLabelText<HTMLInputElement>('To');

describe('ReportRangePicker', () => {
  beforeAll(prepareJsdomForMantine);
  afterEach(cleanup);

  it('shows the URL’s range again on Back, even before the range left behind had rendered', async () => {
    const { Report, release } = holdRange(fiftyTwoWeeks);
    const router = renderReport(Report);
    expect(fromField().value).toBe(twelveWeeks.from);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: '52 weeks' }));
    });
    expect(new URLSearchParams(window.location.search).get('from')).toBe(fiftyTwoWeeks.from);
    expect(fromField().value).toBe(fiftyTwoWeeks.from);
    // The URL moved on; the page still shows the range before it.
    screen.getByText(`${twelveWeeks.from} to ${twelveWeeks.to}`);

    await historyMove('back');
    expect(new URLSearchParams(window.location.search).get('from')).toBe(twelveWeeks.from);
    expect(router.state.location.search).toContain(`from=${twelveWeeks.from}`);
    expect(fromField().value).toBe(twelveWeeks.from);
    expect(toField().value).toBe(twelveWeeks.to);
    release();
  });

  it('follows typed days with focus kept, then chips, Back and Forward', async () => {
    const router = renderReport(({ range }) => <p>{`${range.from} to ${range.to}`}</p>);
    const from = fromField();
    const typed = addDays(twelveWeeks.from, 7);
    from.focus();
    await act(async () => {
      fireEvent.change(from, { target: { value: typed } });
    });
    await screen.findByText(`${typed} to ${twelveWeeks.to}`);
    expect(fromField()).toBe(from);
    expect(document.activeElement).toBe(from);
    expect(from.value).toBe(typed);

    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: '52 weeks' }));
    });
    await screen.findByText(`${fiftyTwoWeeks.from} to ${fiftyTwoWeeks.to}`);
    expect(fromField().value).toBe(fiftyTwoWeeks.from);

    await historyMove('back');
    expect(router.state.location.search).toContain(`from=${typed}`);
    expect(fromField().value).toBe(typed);
    await historyMove('back');
    expect(fromField().value).toBe(twelveWeeks.from);
    await historyMove('forward');
    expect(fromField().value).toBe(typed);
    await historyMove('forward');
    expect(fromField().value).toBe(fiftyTwoWeeks.from);
    expect(toField().value).toBe(fiftyTwoWeeks.to);
  });
});
