// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { GivingPersonPage } from './giving-person-page';

const sandbox = startSandboxForComponentTests();

describe('GivingPersonPage', () => {
  it('says a person id is nobody’s, with a way back to the giving people', async () => {
    sandbox.renderAt(
      '/giving/people/999999',
      <Routes>
        <Route path="/giving/people/:personId" element={<GivingPersonPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'No such person' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All giving people' }).getAttribute('href')).toBe(
      '/giving/people',
    );
  });
});
