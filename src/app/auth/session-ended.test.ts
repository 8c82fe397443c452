// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { createSessionEndedHandler } from './session-ended';
import { sessionHint, sessionKey } from './session-query';

function setup(current: string) {
  const replace = vi.fn();
  const handler = createSessionEndedHandler({
    currentPath: () => current,
    replace,
  });
  const client = new QueryClient();
  client.setQueryData(sessionKey, { signedIn: true });
  return { handler, client, replace };
}

describe('createSessionEndedHandler', () => {
  beforeEach(() => window.localStorage.clear());

  it('marks the session stale and sends the user to sign in, coming back to the same URL', () => {
    const { handler, client, replace } = setup('/people?offset=25#row-3');
    sessionHint.set(true);
    handler(new Error('401'), client);
    expect(client.getQueryState(sessionKey)?.isInvalidated).toBe(true);
    expect(replace).toHaveBeenCalledWith(
      '/sign-in?reason=expired&returnTo=%2Fpeople%3Foffset%3D25%23row-3',
    );
    // The gate may redirect too before this navigation lands: the hint stays, so that it says
    // the same (the sign-in page forgets it, sign-in-page.test.tsx).
    expect(sessionHint.get()).toBe(true);
  });

  it('does not redirect again while on the sign-in page (a navigation is there at once)', () => {
    const onPage = setup('/sign-in?reason=expired&returnTo=%2Fpeople');
    onPage.handler(new Error('401'), onPage.client);
    expect(onPage.replace).not.toHaveBeenCalled();
    expect(onPage.client.getQueryState(sessionKey)?.isInvalidated).toBe(true);
  });
});
