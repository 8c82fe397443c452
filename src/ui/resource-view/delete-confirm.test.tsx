// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DeleteConfirm } from './delete-confirm';
import { startSandboxForComponentTests } from '../testing/sandbox-component-tests';
import { TestProviders } from '../testing/test-providers';

const HOUSEHOLD = '/people/v2/households/{id}';
const sandbox = startSandboxForComponentTests();

/** A page that opens the dialog for one household and deletes it through the sandbox. */
function Harness({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <TestProviders>
      <output data-testid="state">{opened ? 'open' : 'closed'}</output>
      <DeleteConfirm
        opened={opened}
        noun="household"
        name="The Test Household"
        consequence="Its people stay in the directory."
        onConfirm={() => sandbox.client().delete(HOUSEHOLD, { id })}
        onDeleted={onDeleted}
        onClose={() => setOpened(false)}
      />
    </TestProviders>
  );
}

async function firstHouseholdId(): Promise<string> {
  const page = await sandbox.client().list('/people/v2/households', { perPage: 1 });
  const id = page.records[0]?.id;
  if (id === undefined) throw new Error('the sandbox seeds no household');
  return id;
}

describe('DeleteConfirm', () => {
  it('asks with the record’s name and what else happens, Cancel focused', async () => {
    render(<Harness id="1" onDeleted={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this household?' });
    expect(within(dialog).getByText('The Test Household')).toBeTruthy();
    expect(within(dialog).getByText('Its people stay in the directory.')).toBeTruthy();
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    expect(cancel.hasAttribute('data-autofocus')).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(cancel));
  });

  it('deletes on confirm, calls onDeleted and closes', async () => {
    const id = await firstHouseholdId();
    const onDeleted = vi.fn();
    render(<Harness id={id} onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this household?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete household' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledTimes(1));
    expect(screen.getByTestId('state').textContent).toBe('closed');
    await expect(sandbox.client().get('/people/v2/households', { id })).rejects.toMatchObject({
      status: 404,
    });
  });

  it('shows the service’s error and stays open when the delete fails', async () => {
    const onDeleted = vi.fn();
    render(<Harness id="999999999" onDeleted={onDeleted} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this household?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete household' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Not found');
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(within(dialog).getByRole('button', { name: 'Delete household' })).toBeTruthy();
  });

  it('does nothing on Cancel but close', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    const onDeleted = vi.fn();
    const onClose = vi.fn();
    render(
      <TestProviders>
        <DeleteConfirm
          opened
          noun="name prefix"
          name="Dr."
          onConfirm={onConfirm}
          onDeleted={onDeleted}
          onClose={onClose}
        />
      </TestProviders>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this name prefix?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
