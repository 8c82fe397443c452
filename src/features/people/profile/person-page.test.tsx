// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import { PersonPage } from './person-page';

const sandbox = startSandboxForComponentTests();

interface Resource {
  id: string;
  attributes: Record<string, unknown>;
}

/** The profile under its route, as the app has it. */
const page = (
  <Routes>
    <Route path="/people/:personId" element={<PersonPage />} />
  </Routes>
);

async function sandboxList(path: string): Promise<Resource[]> {
  const { status, json } = await sandbox.request<{ data: Resource[] }>('GET', path);
  expect(status, path).toBe(200);
  return json.data;
}

const textbox = (container: HTMLElement, name: string) =>
  within(container).getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${name}`) });

describe('PersonPage', () => {
  it('says a person is not there, and that a non-number is not a person’s id', async () => {
    const history = sandbox.renderAt('/people/999999', page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Person not found' })).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toMatch(/not found/i);

    act(() => history.navigator.push('/people/not-a-number'));
    expect(await screen.findByText(/^“not-a-number” is not the id of a person\./)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Person not found');
  });

  it("puts the server's 422 for an address or an e-mail address the person has already on its field", async () => {
    const [person] = await sandboxList('/people/v2/people?per_page=1&order=last_name');
    if (!person) throw new Error('the sandbox seeds no person');
    const addresses = `/people/v2/people/${person.id}/addresses`;
    const emails = `/people/v2/people/${person.id}/emails`;
    const street = `${Date.now() % 100000} Conflict Road`;
    const created = await sandbox.request('POST', addresses, {
      data: { type: 'Address', attributes: { street, city: 'Elgin', state: 'IL' } },
    });
    expect(created.status).toBe(201);
    sandbox.renderAt(`/people/${person.id}`, page);

    // Add: the same street and city (the city in another case) is refused by the sandbox.
    fireEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const form = await screen.findByRole('form', { name: 'Add an address' });
    fireEvent.change(textbox(form, 'Street'), { target: { value: street } });
    fireEvent.change(textbox(form, 'City'), { target: { value: 'ELGIN' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(
      await within(form).findByText('street and city are already an address of this person'),
    ).toBeTruthy();
    expect(textbox(form, 'Street').getAttribute('aria-invalid')).toBe('true');
    const streets = async () =>
      (await sandboxList(addresses)).filter((a) => a.attributes.street === street);
    expect(await streets()).toHaveLength(1);

    // Edit: moving another address onto it is refused the same way, and nothing changes.
    fireEvent.change(textbox(form, 'City'), { target: { value: 'Geneva' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('Address added.')).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: `Edit address ${street}, Geneva` }));
    const edit = await screen.findByRole('form', { name: 'Edit address' });
    fireEvent.change(textbox(edit, 'City'), { target: { value: 'Elgin' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save address' }));
    expect(
      await within(edit).findByText('street and city are already an address of this person'),
    ).toBeTruthy();
    expect(textbox(edit, 'Street').getAttribute('aria-invalid')).toBe('true');
    expect((await streets()).map((a) => a.attributes.city).sort()).toEqual(['Elgin', 'Geneva']);
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));

    // E-mail: another tab adds the address after this page loaded; the form's own check cannot
    // know, the sandbox's 422 lands on the field.
    fireEvent.click(screen.getByRole('tab', { name: 'E-mail addresses' }));
    // The list must have arrived first: answered after the POST below, it would hold the new
    // address, and the form's own check would refuse it before anything is sent.
    await screen.findByText(/^(\d+ e-mail address(es)?|No e-mail addresses on record\.)$/);
    fireEvent.click(screen.getByRole('button', { name: 'Add e-mail address' }));
    const emailForm = await screen.findByRole('form', { name: 'Add an e-mail address' });
    const address = `conflict.${Date.now() % 100000}@example.org`;
    fireEvent.change(textbox(emailForm, 'E-mail address'), { target: { value: address } });
    const elsewhere = await sandbox.request('POST', emails, {
      data: { type: 'Email', attributes: { address } },
    });
    expect(elsewhere.status).toBe(201);
    fireEvent.click(within(emailForm).getByRole('button', { name: 'Add e-mail address' }));
    expect(
      await within(emailForm).findByText(
        "address is already one of this person's e-mail addresses",
      ),
    ).toBeTruthy();
    expect(textbox(emailForm, 'E-mail address').getAttribute('aria-invalid')).toBe('true');
    expect(
      (await sandboxList(emails)).filter((e) => e.attributes.address === address),
    ).toHaveLength(1);
  });

  it('refuses a photo too large or not an image before uploading anything', async () => {
    const [person] = await sandboxList('/people/v2/people?per_page=1&offset=1&order=last_name');
    if (!person) throw new Error('the sandbox seeds no person');
    const { client, writes } = sandbox.recordingClient();
    sandbox.renderAt(`/people/${person.id}`, page, client);
    fireEvent.click(await screen.findByRole('button', { name: 'Change photo' }));
    const form = await screen.findByRole('form', { name: 'Change photo' });
    const input = form.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('the form has no file input');
    const upload = () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Upload photo' }));

    const huge = new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [huge] } });
    expect(
      await within(form).findByText('huge.png is 6.0 MB; a photo can be at most 5.0 MB.'),
    ).toBeTruthy();
    upload();
    const notes = new File(['hi'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(input, { target: { files: [notes] } });
    expect(
      await within(form).findByText('notes.txt is not a PNG, JPEG, GIF, WebP, AVIF or BMP image.'),
    ).toBeTruthy();
    upload();
    // Still the form, with its message; nothing was sent.
    expect(
      within(form).getByText('notes.txt is not a PNG, JPEG, GIF, WebP, AVIF or BMP image.'),
    ).toBeTruthy();
    expect(writes).toEqual([]);
  });
});
