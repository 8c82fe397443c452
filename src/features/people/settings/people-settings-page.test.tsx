// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { PeopleSettingsPage } from './people-settings-page';

const sandbox = startSandboxForComponentTests();

const search = () => screen.getByTestId('search').textContent;
const valueField = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Value' });

async function maritalStatuses(): Promise<string[]> {
  const { json } = await sandbox.request<{ data: { attributes: { value: string } }[] }>(
    'GET',
    '/people/v2/marital_statuses?per_page=100',
  );
  return json.data.map((record) => record.attributes.value);
}

describe('PeopleSettingsPage', () => {
  it('refuses an empty value on its field before anything is sent', async () => {
    const { client, writes } = sandbox.recordingClient();
    sandbox.renderAt('/people/settings?value=marital_statuses', <PeopleSettingsPage />, client);
    const dialog = await screen.findByRole('dialog', { name: 'Add marital status' });
    fireEvent.change(valueField(dialog), { target: { value: '   ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText('Value is required')).toBeTruthy();
    expect(valueField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Add marital status' })).toBe(dialog);
    expect(writes).toEqual([]);
  });

  it("shows the server's 422 for a value already in the list on the field, adding and editing", async () => {
    const stamp = Date.now().toString(36);
    const [taken, other] = [`Widowed ${stamp}`, `Separated ${stamp}`];
    for (const value of [taken, other]) {
      await sandbox.client().create('/people/v2/marital_statuses', {}, { attributes: { value } });
    }
    sandbox.renderAt('/people/settings?value=marital_statuses', <PeopleSettingsPage />);
    const dialog = await screen.findByRole('dialog', { name: 'Add marital status' });
    // Only the server knows the list holds it already (in another case).
    fireEvent.change(valueField(dialog), { target: { value: taken.toUpperCase() } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByText(/value is already in the list/)).toBeTruthy();
    expect(valueField(dialog).getAttribute('aria-invalid')).toBe('true');
    expect(
      (await maritalStatuses()).filter((v) => v.toLowerCase() === taken.toLowerCase()),
    ).toEqual([taken]);

    // The same on an edit: the dialog stays open with the value as typed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(
      await screen.findByRole('button', { name: `Edit the marital status ${other}` }),
    );
    const edit = await screen.findByRole('dialog', { name: 'Edit marital status' });
    await waitFor(() => expect(valueField(edit).value).toBe(other));
    fireEvent.change(valueField(edit), { target: { value: taken } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await within(edit).findByText(/value is already in the list/)).toBeTruthy();
    expect(valueField(edit).getAttribute('aria-invalid')).toBe('true');
    expect(valueField(edit).value).toBe(taken);
    expect((await maritalStatuses()).filter((v) => v === other || v === taken).sort()).toEqual(
      [other, taken].sort(),
    );
  });

  it('asks before closing a dialog with unsaved changes, by Cancel and by Back', async () => {
    const history = sandbox.renderAt('/people/settings', <PeopleSettingsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add an inactive reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add inactive reason' });
    fireEvent.change(valueField(dialog), { target: { value: 'Moved abroad' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).toBeNull(),
    );
    expect(valueField(dialog).value).toBe('Moved abroad');

    // Back asks too.
    act(() => history.navigator.go(-1));
    const again = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search()).toBe('');
  });
});
