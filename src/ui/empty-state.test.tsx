// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { EmptyState } from './empty-state';
import { prepareJsdomForMantine } from './testing/jsdom-for-mantine';
import { TestProviders } from './testing/test-providers';

beforeAll(prepareJsdomForMantine);
afterEach(cleanup);

describe('EmptyState', () => {
  it('says there is nothing yet in the page’s language, unless given its own title', () => {
    render(
      <TestProviders>
        <EmptyState description="No funds." />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeTruthy();
    cleanup();
    render(
      <TestProviders language="es">
        <EmptyState description="Aún no hay fondos." />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Aún no hay nada aquí' })).toBeTruthy();
    cleanup();
    render(
      <TestProviders language="es">
        <EmptyState title="Sin fondos" description="Aún no hay fondos." />
      </TestProviders>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sin fondos' })).toBeTruthy();
  });
});
