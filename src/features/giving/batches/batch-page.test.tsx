// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { BatchPage } from './batch-page';

const sandbox = startSandboxForComponentTests();

describe('BatchPage', () => {
  it('says a batch is not there, with a way back to the batches', async () => {
    sandbox.renderAt(
      '/giving/batches/999999',
      <Routes>
        <Route path="/giving/batches/:batchId" element={<BatchPage />} />
      </Routes>,
    );
    expect(await screen.findByRole('heading', { name: 'Batch not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all batches' }).getAttribute('href')).toBe(
      '/giving/batches',
    );
  });
});
