// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../testing/sandbox-component-tests';
import { SearchButton } from './search-button';

const sandbox = startSandboxForComponentTests();

describe('SearchButton', () => {
  it("keeps what is typed right after Ctrl+K, before the dialog's code is there, for its input", async () => {
    sandbox.renderAt('/people', <SearchButton />);
    fireEvent.keyDown(document.body, { key: 'k', ctrlKey: true });
    // The dialog's code is not there yet (it loads on first use or when the page is idle).
    expect(screen.getByText('Loading search…')).toBeTruthy();
    for (const key of 'julio.kx') expect(fireEvent.keyDown(document.body, { key })).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    for (const key of 'rajcik@example.com') fireEvent.keyDown(document.body, { key });
    expect(screen.getByText('julio.krajcik@example.com')).toBeTruthy();

    const input = await screen.findByRole('combobox', { name: /^Search people/ });
    expect(input).toHaveProperty('value', 'julio.krajcik@example.com');
    expect(document.activeElement).toBe(input);
    // From here on the input types for itself.
    expect(fireEvent.keyDown(input, { key: 'x' })).toBe(true);
  });
});
