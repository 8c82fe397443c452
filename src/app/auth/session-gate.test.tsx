// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { prepareJsdomForMantine } from '../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../ui/testing/test-providers';
import { createQueryClient } from '../query-client';
import { SessionGate } from './session-gate';
import { sessionHint } from './session-query';
import { useSignedInSession } from './signed-in-session';

const signedIn = {
  signedIn: true,
  user: { id: '1', name: 'Ada Admin', email: null },
  organization: { id: '1', name: 'Grace Fellowship Church' },
  scopes: ['people'],
  accessExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  sessionExpiresAt: new Date(Date.now() + 86_400_000).toISOString(),
  idleExpiresAt: new Date(Date.now() + 1_800_000).toISOString(),
};

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function Shell() {
  const { user, organization } = useSignedInSession();
  return <p>{`${user.name} of ${organization.name}`}</p>;
}

function renderGate(initialPath: string, language: 'en' | 'es' = 'en') {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 },
  });
  const router = createMemoryRouter(
    [
      { path: '/sign-in', element: <Where /> },
      {
        path: '*',
        element: (
          <SessionGate>
            <Shell />
          </SessionGate>
        ),
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <TestProviders language={language}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { router };
}

describe('SessionGate', () => {
  beforeAll(() => {
    prepareJsdomForMantine();
  });
  beforeEach(() => window.localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows a loader while it asks, then the shell with the session', async () => {
    let answer: (response: Response) => void = () => {};
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    renderGate('/people');
    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeTruthy();
    answer(Response.json(signedIn));
    expect(await screen.findByText('Ada Admin of Grace Fellowship Church')).toBeTruthy();
    expect(sessionHint.get()).toBe(true);
  });

  it('sends a first-time visitor to sign in, remembering the exact URL', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ signedIn: false, loginUrl: '/auth/login' }));
    renderGate('/people?offset=25#top');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/sign-in?returnTo=%2Fpeople%3Foffset%3D25%23top',
      ),
    );
  });

  it('says the session ended when this browser had one', async () => {
    sessionHint.set(true);
    vi.stubGlobal('fetch', async () => Response.json({ signedIn: false, loginUrl: '/auth/login' }));
    renderGate('/giving');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe(
        '/sign-in?reason=expired&returnTo=%2Fgiving',
      ),
    );
    expect(sessionHint.get()).toBe(false);
  });

  it('offers a retry when the proxy cannot be reached, and recovers', async () => {
    let reachable = false;
    vi.stubGlobal('fetch', async () => {
      if (!reachable) throw new TypeError('Failed to fetch');
      return Response.json(signedIn);
    });
    renderGate('/check-ins');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cannot reach Narthex');
    expect(screen.getByText('The sign-in service could not be reached.')).toBeTruthy();
    reachable = true;
    fireEvent.click(retry);
    expect(await screen.findByText('Ada Admin of Grace Fellowship Church')).toBeTruthy();
  });

  it('says in Spanish why it cannot go on, the proxy’s answer included', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 502 }));
    renderGate('/check-ins', 'es');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'No se puede conectar con Narthex',
    );
    expect(screen.getByText('El servicio de inicio de sesión respondió 502.')).toBeTruthy();
  });
});
