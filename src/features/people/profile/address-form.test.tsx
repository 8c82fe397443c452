// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { AddressForm } from './address-form';

const sandbox = startSandboxForComponentTests();

async function somePersonId(): Promise<string> {
  const page = await sandbox.client().list('/people/v2/people', { perPage: 1 });
  const id = page.records[0]?.id;
  if (id === undefined) throw new Error('the sandbox seeds no person');
  return id;
}

describe('AddressForm', () => {
  it('sends nothing for an empty address, says why on the field and focuses it', async () => {
    const personId = await somePersonId();
    const { client, writes } = sandbox.recordingClient();
    const onSaved = vi.fn();
    sandbox.renderAt(
      '/',
      <AddressForm personId={personId} onSaved={onSaved} onCancel={() => undefined} />,
      client,
    );
    const street = await screen.findByRole('textbox', { name: /Street/ });
    fireEvent.change(street, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));

    await screen.findByText('Enter a street or a city: an address needs at least one');
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(street.getAttribute('aria-describedby') ?? '').toMatch(/error/);
    expect(document.activeElement).toBe(street);
    expect(onSaved).not.toHaveBeenCalled();
    expect(writes).toEqual([]);
  });

  it('refuses a long state and a made-up ZIP, clears each message as it is fixed, then saves', async () => {
    const personId = await somePersonId();
    const { client, writes } = sandbox.recordingClient();
    const onSaved = vi.fn();
    sandbox.renderAt(
      '/',
      <AddressForm personId={personId} onSaved={onSaved} onCancel={() => undefined} />,
      client,
    );
    const city = await screen.findByRole('textbox', { name: /City/ });
    const state = screen.getByRole('textbox', { name: /State or region/ });
    const zip = screen.getByRole('textbox', { name: /ZIP or postal code/ });
    fireEvent.change(city, { target: { value: 'Aurora' } });
    fireEvent.change(state, { target: { value: 'X'.repeat(60) } });
    fireEvent.change(zip, { target: { value: 'ABCDE-XYZ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));

    await screen.findByText('Use at most 40 characters (now 60)');
    expect(screen.getByText(/Enter a postal code like/)).toBeTruthy();
    expect(document.activeElement).toBe(state);

    fireEvent.change(state, { target: { value: 'IL' } });
    // A US state asks for a US ZIP code, and the message says so while it is still wrong.
    await screen.findByText('Enter a ZIP code like 60540 or 60540-1234');
    expect(screen.queryByText(/at most 40 characters/)).toBeNull();
    fireEvent.change(zip, { target: { value: '60502' } });
    await waitFor(() => expect(zip.getAttribute('aria-invalid')).not.toBe('true'));
    expect(writes).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Address added.'));
    expect(writes).toHaveLength(1);
  });
});
