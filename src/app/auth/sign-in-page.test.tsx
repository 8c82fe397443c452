// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { prepareJsdomForMantine } from '../../ui/testing/jsdom-for-mantine';
import { TestProviders } from '../../ui/testing/test-providers';
import { sessionHint } from './session-query';
import { SignInPage } from './sign-in-page';

function renderAt(path: string, language: 'en' | 'es' = 'en') {
  const router = createMemoryRouter([{ path: '/sign-in', element: <SignInPage /> }], {
    initialEntries: [path],
  });
  render(
    <TestProviders language={language}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

describe('SignInPage', () => {
  beforeAll(() => prepareJsdomForMantine());
  afterEach(() => {
    cleanup();
    window.localStorage.clear();
  });

  it('says that the session ended, then forgets that this browser had one', async () => {
    sessionHint.set(true);
    renderAt('/sign-in?reason=expired&returnTo=%2Fpeople');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(sessionHint.get()).toBe(false);
  });

  it('is a plain sign-in on a first visit', async () => {
    renderAt('/sign-in?returnTo=%2Fpeople');
    expect(await screen.findByRole('heading', { name: 'Sign in to Narthex' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sessionHint.get()).toBe(false);
  });

  it('speaks Spanish on a Spanish page', async () => {
    renderAt('/sign-in?reason=expired', 'es');
    expect(await screen.findByRole('heading', { name: 'Inicie sesión en Narthex' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'Su sesión terminó. Inicie sesión de nuevo para continuar donde se quedó.',
    );
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });
});
