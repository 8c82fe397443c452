// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { EmptyState, type EmptyStateProps } from './empty-state';
import { prepareJsdomForMantine } from './testing/jsdom-for-mantine';
import { TestProviders } from './testing/test-providers';

beforeAll(prepareJsdomForMantine);
afterEach(cleanup);

function headingOf(language: 'en' | 'es', props: EmptyStateProps): string {
  render(
    <TestProviders language={language}>
      <EmptyState {...props} />
    </TestProviders>,
  );
  const heading = screen.getByRole('heading', { level: 2 }).textContent;
  cleanup();
  return heading;
}

describe('EmptyState', () => {
  it('says there is nothing yet in the page’s language, unless given its own title', () => {
    expect(headingOf('en', { description: 'No funds.' })).toBe('Nothing here yet');
    expect(headingOf('es', { description: 'Aún no hay fondos.' })).toBe('Aún no hay nada aquí');
    expect(headingOf('es', { title: 'Sin fondos', description: 'Aún no hay fondos.' })).toBe(
      'Sin fondos',
    );
  });
});
