import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';

import { createAppHistory, type HistoryUpdate, type NavigationBlocker } from './app-history';

function setup(entries = ['/people']) {
  const base = UNSAFE_createMemoryHistory({ initialEntries: entries });
  const history = createAppHistory(base);
  const updates: string[] = [];
  history.listen(({ action, location }: HistoryUpdate) =>
    updates.push(`${action} ${location.pathname}${location.search}`),
  );
  return { base, history, updates };
}

/** A blocker that holds every navigation to a path other than `stay`'s, and keeps its retries. */
function holdingBlocker(stay: string) {
  const retries: (() => void)[] = [];
  const asked: string[] = [];
  const blocker: NavigationBlocker = {
    shouldBlock: ({ currentLocation, nextLocation }) => {
      asked.push(`${currentLocation.pathname} -> ${nextLocation.pathname}`);
      return nextLocation.pathname !== stay;
    },
    onBlocked: (retry) => retries.push(retry),
  };
  return { blocker, retries, asked };
}

describe('createAppHistory', () => {
  it('tells every listener of a push, a replace and a back, with the location they reached', () => {
    const { history, updates } = setup();
    history.navigator.push({ pathname: '/people', search: '?offset=25' });
    history.navigator.replace('/giving');
    history.navigator.go(-1);
    expect(updates).toEqual(['PUSH /people?offset=25', 'REPLACE /giving', 'POP /people']);
    expect(history.location.pathname).toBe('/people');
    expect(history.action).toBe('POP');
  });

  it('holds a blocked push until its retry, which is not asked about again', () => {
    const { history, updates } = setup();
    const { blocker, retries, asked } = holdingBlocker('/people');
    history.block(blocker);

    history.navigator.push('/people?offset=25');
    expect(updates).toEqual(['PUSH /people?offset=25']);

    history.navigator.push('/giving');
    expect(updates).toHaveLength(1);
    expect(history.location.pathname).toBe('/people');
    expect(asked).toEqual(['/people -> /people', '/people -> /giving']);

    retries[0]?.();
    expect(updates.at(-1)).toBe('PUSH /giving');
    expect(asked).toHaveLength(2);
  });

  it('undoes a blocked back at once and does it again on retry', () => {
    const { base, history, updates } = setup(['/giving', '/people']);
    const { blocker, retries } = holdingBlocker('/people');
    history.block(blocker);

    history.navigator.go(-1);
    expect(updates).toEqual([]);
    expect(base.location.pathname).toBe('/people');
    expect(history.location.pathname).toBe('/people');

    retries[0]?.();
    expect(updates).toEqual(['POP /giving']);
    expect(base.location.pathname).toBe('/giving');
  });

  it('asks only the most recent blocker, and the one before once that is removed', () => {
    const { history, updates } = setup();
    const first = holdingBlocker('/people');
    const second = holdingBlocker('/giving');
    history.block(first.blocker);
    const removeSecond = history.block(second.blocker);

    history.navigator.push('/giving');
    expect(updates).toEqual(['PUSH /giving']);
    expect(first.asked).toEqual([]);

    removeSecond();
    history.navigator.push('/people/households');
    expect(updates).toHaveLength(1);
    expect(first.retries).toHaveLength(1);
  });
});
