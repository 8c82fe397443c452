// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import {
  findIgnoredLinkSettings,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { PeoplePage } from './people-page';

const sandbox = startSandboxForComponentTests();

const search = () => screen.getByTestId('search').textContent;

describe('PeoplePage', () => {
  it('says a link’s order the endpoint does not allow was ignored, and clears it from the address', async () => {
    sandbox.renderAt('/people?order=shoe_size', <PeoplePage />);
    const ignored = await findIgnoredLinkSettings();
    expect(ignored.textContent).toContain('shoe_size');
    // The list is there, in the default order.
    expect(screen.getByLabelText<HTMLSelectElement>('Order by').value).toBe('last_name');
    fireEvent.click(within(ignored).getByRole('button', { name: 'Clear them from the address' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByText(/Some of this link's settings/)).toBeNull();
  });
});
