// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { LanguageProvider } from '../../../ui/i18n/language-context';
import {
  findIgnoredLinkSettings,
  startSandboxForComponentTests,
} from '../../../ui/testing/sandbox-component-tests';
import { testLanguage } from '../../../ui/testing/test-providers';
import { CheckInsPage } from './check-ins-page';

const sandbox = startSandboxForComponentTests();

interface SandboxCheckIn {
  id: string;
  attributes: {
    first_name: string;
    last_name: string;
    number: number;
    security_code: string;
    medical_notes: string;
  };
  relationships: { person?: { data: { id: string } | null } };
}

/** GET /check_ins/v2/check_ins straight from the sandbox, as the test's own expectation. */
async function sandboxCheckIns(query: Record<string, string>) {
  const { json } = await sandbox.request<{ data: SandboxCheckIn[] }>(
    'GET',
    `/check_ins/v2/check_ins?${new URLSearchParams(query).toString()}`,
  );
  return json;
}

const search = () => screen.getByTestId('search').textContent;
const table = () => screen.getByRole('table', { name: 'Check-ins' });
const nameOf = (c: SandboxCheckIn) => `${c.attributes.first_name} ${c.attributes.last_name}`;

/** Name, number and security code of each row on screen (the first line of the name cell). */
function shownRows(): string[] {
  return within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      // The name is the cell's first text, before any badge.
      const name = cells[0]?.firstElementChild?.firstChild?.textContent ?? '';
      return `${name.trim()} | ${cells[2]?.textContent ?? ''} | ${cells[3]?.textContent ?? ''}`;
    });
}

async function expectRows(query: Record<string, string>): Promise<void> {
  const expected = (await sandboxCheckIns({ per_page: '25', ...query })).data.map(
    (c) => `${nameOf(c).trim()} | ${c.attributes.number} | ${c.attributes.security_code}`,
  );
  expect(expected.length).toBeGreaterThan(0);
  await waitFor(() => expect(shownRows()).toEqual(expected));
}

describe('CheckInsPage', () => {
  it('orders by a sortable header, and a second click reverses it', async () => {
    sandbox.renderAt('/check-ins?filter=volunteer', <CheckInsPage />);
    const header = () => within(table()).getByRole('columnheader', { name: /Number/ });
    await waitFor(() => expect(shownRows().length).toBeGreaterThan(0));
    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('ascending'));
    expect(search()).toBe('?filter=volunteer&order=number');
    await expectRows({ filter: 'volunteer', order: 'number' });

    fireEvent.click(within(header()).getByRole('button'));
    await waitFor(() => expect(header().getAttribute('aria-sort')).toBe('descending'));
    expect(screen.getByLabelText<HTMLSelectElement>('Order').value).toBe('-number');
    await expectRows({ filter: 'volunteer', order: '-number' });

    // The default order is descending; its header still switches it.
    const checkedIn = () => within(table()).getByRole('columnheader', { name: /Checked in/ });
    fireEvent.click(within(checkedIn()).getByRole('button'));
    await waitFor(() => expect(checkedIn().getAttribute('aria-sort')).toBe('ascending'));
    fireEvent.click(within(checkedIn()).getByRole('button'));
    await waitFor(() => expect(checkedIn().getAttribute('aria-sort')).toBe('descending'));
  });

  it('ignores an unknown filter and order in the link, says so, and clears them', async () => {
    sandbox.renderAt('/check-ins?filter=guest,vip&order=shoe_size', <CheckInsPage />);
    const ignored = await findIgnoredLinkSettings();
    expect(ignored.textContent).toMatch(/filter 'vip' is not allowed/);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Guest' }).checked).toBe(true);
    fireEvent.click(within(ignored).getByRole('button', { name: 'Clear them from the address' }));
    await waitFor(() => expect(screen.queryByText(/Some of this link's settings/)).toBeNull());
  });

  it('leaves out an event that is not an id, and a session without an event, and says so', async () => {
    sandbox.renderAt('/check-ins?event=abc&session=12', <CheckInsPage />);
    const ignored = await findIgnoredLinkSettings();
    expect(ignored.textContent).toMatch(/event 'abc' is not an event id/);
    expect(ignored.textContent).toMatch(/session '12' applies only with an event/);
    // The whole list, not an error for an event that cannot exist.
    await expectRows({ order: '-created_at' });
    expect(screen.queryByText(/Could not load the check-ins/)).toBeNull();
    fireEvent.click(within(ignored).getByRole('button', { name: 'Clear them from the address' }));
    await waitFor(() => expect(search()).toBe(''));
    expect(screen.queryByText(/Some of this link's settings/)).toBeNull();
  });

  it('says when no check-in matches, and clears the filters', async () => {
    sandbox.renderAt('/check-ins?filter=regular,guest', <CheckInsPage />);
    expect(await screen.findByText(/No check-ins match these filters/)).toBeTruthy();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    fireEvent.click(clear[clear.length - 1] as HTMLElement);
    await waitFor(() => expect(search()).toBe(''));
    await expectRows({ order: '-created_at' });
  });

  it('opens the drawer from a link, keeps medical notes hidden until revealed, and closes in place', async () => {
    let checkIn: SandboxCheckIn | undefined;
    for (let offset = 0; checkIn === undefined; offset += 100) {
      const page = await sandboxCheckIns({ per_page: '100', offset: String(offset) });
      checkIn = page.data.find((c) => c.attributes.medical_notes.trim() !== '');
      if (page.data.length < 100 && checkIn === undefined) throw new Error('no medical notes');
    }
    sandbox.renderAt(`/check-ins?check_in=${checkIn.id}`, <CheckInsPage />);
    const drawer = await screen.findByRole('dialog', { name: `Check-in of ${nameOf(checkIn)}` });
    expect(await within(drawer).findByText(checkIn.attributes.security_code)).toBeTruthy();

    const notes = checkIn.attributes.medical_notes;
    expect(within(drawer).queryByText(notes)).toBeNull();
    const reveal = within(drawer).getByRole('button', { name: 'Show medical notes' });
    expect(reveal.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(reveal);
    const hide = await within(drawer).findByRole('button', { name: 'Hide medical notes' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    expect((await within(drawer).findByRole('region', { name: 'Medical notes' })).textContent).toBe(
      notes,
    );
    fireEvent.click(hide);
    await waitFor(() => expect(within(drawer).queryByText(notes)).toBeNull());

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close check-in details' }));
    await waitFor(() => expect(search()).toBe(''));
  });

  it('opens a row’s drawer by click and by Enter; Escape and Back close it', async () => {
    const [first, second] = (await sandboxCheckIns({ per_page: '25', order: '-created_at' })).data;
    if (!first || !second) throw new Error('the sandbox has too few check-ins');
    const history = sandbox.renderAt('/check-ins', <CheckInsPage />);
    const rowOf = (checkIn: SandboxCheckIn) =>
      within(table()).findByRole('row', {
        name: new RegExp(`^Open check-in of ${nameOf(checkIn)}, `),
      });

    fireEvent.click(await rowOf(first));
    const drawer = await screen.findByRole('dialog', { name: `Check-in of ${nameOf(first)}` });
    expect(search()).toBe(`?check_in=${first.id}`);
    expect(await within(drawer).findByText(first.attributes.security_code)).toBeTruthy();
    fireEvent.keyDown(drawer, { key: 'Escape' });
    await waitFor(() => expect(search()).toBe(''));

    const row = await rowOf(second);
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(
      await screen.findByRole('dialog', { name: `Check-in of ${nameOf(second)}` }),
    ).toBeTruthy();
    expect(search()).toBe(`?check_in=${second.id}`);
    history.navigator.go(-1);
    await waitFor(() => expect(search()).toBe(''));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: `Check-in of ${nameOf(second)}` })).toBeNull(),
    );
  });

  it('shows an event’s check-ins between two days of the organization’s time zone', async () => {
    const org = await sandbox.request<{ data: { attributes: { time_zone: string } } }>(
      'GET',
      '/check_ins/v2',
    );
    const dayIn = (timeZone: string, at: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(at));
    const dayOf = (at: string) => dayIn(org.json.data.attributes.time_zone, at);
    const events = await sandbox.request<{ data: { id: string; attributes: { name: string } }[] }>(
      'GET',
      '/check_ins/v2/events?order=name&per_page=100',
    );
    // Youth Night starts at 18:30 in Chicago: some of its check-ins are a day later in UTC.
    const eventId = events.json.data.find((e) => e.attributes.name === 'Youth Night')?.id;
    if (eventId === undefined) throw new Error('the sandbox has no Youth Night');
    const { json } = await sandbox.request<{
      data: (SandboxCheckIn & { attributes: { created_at: string } })[];
    }>('GET', `/check_ins/v2/events/${eventId}/check_ins?order=-created_at&per_page=100`);
    const late = json.data.find(
      (c) => dayOf(c.attributes.created_at) !== dayIn('UTC', c.attributes.created_at),
    );
    if (late === undefined) throw new Error('no check-in of Youth Night is on another day in UTC');
    // That check-in's day in the organization's zone, and the check-ins of the day.
    const day = dayOf(late.attributes.created_at);
    const ofDay = json.data.filter((c) => dayOf(c.attributes.created_at) === day).slice(0, 25);
    expect(ofDay.length).toBeLessThan(json.data.length);

    sandbox.renderAt(`/check-ins?event=${eventId}&from=${day}&to=${day}`, <CheckInsPage />);
    await waitFor(() =>
      expect(shownRows()).toEqual(
        ofDay.map(
          (c) => `${nameOf(c).trim()} | ${c.attributes.number} | ${c.attributes.security_code}`,
        ),
      ),
    );
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe(day);
  });

  it('says a check-in no longer exists', async () => {
    sandbox.renderAt('/check-ins?check_in=999999999', <CheckInsPage />);
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('This check-in no longer exists')).toBeTruthy();
  });

  it('reads a one-time guest, who has no person record, in the row and the drawer', async () => {
    const guests = await sandboxCheckIns({ filter: 'one_time_guest', order: '-created_at' });
    const guest = guests.data[0];
    if (!guest) throw new Error('the sandbox has no one-time guest');
    expect(guest.relationships.person?.data ?? null).toBeNull();

    sandbox.renderAt('/check-ins', <CheckInsPage />);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'One-time guest' }));
    await waitFor(() => expect(search()).toBe('?filter=one_time_guest'));
    await expectRows({ filter: 'one_time_guest', order: '-created_at' });
    const row = within(table())
      .getAllByRole('row')
      .find(
        (r) =>
          r.textContent.includes(guest.attributes.security_code) &&
          r.textContent.includes(nameOf(guest)),
      );
    if (!row) throw new Error('the guest’s row is not shown');
    expect(within(row).getByText('One-time guest', { exact: true })).toBeTruthy();

    fireEvent.click(row);
    const drawer = await screen.findByRole('dialog', { name: `Check-in of ${nameOf(guest)}` });
    expect(
      await within(drawer).findByText(/There is no person record for this check-in/),
    ).toBeTruthy();
  });

  it('speaks Spanish to a Spanish reader: filters, orders, kinds, headers and the drawer', async () => {
    const guests = await sandboxCheckIns({ filter: 'one_time_guest', order: '-created_at' });
    const guest = guests.data[0];
    if (!guest) throw new Error('the sandbox has no one-time guest');
    sandbox.renderAt(
      '/check-ins?filter=guest,one_time_guest&event=abc',
      <LanguageProvider setting={testLanguage('es')}>
        <CheckInsPage />
      </LanguageProvider>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Registros de entrada', level: 1 }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Visitante' }).checked).toBe(
      true,
    );
    expect(
      screen.getByRole<HTMLInputElement>('checkbox', { name: 'Visitante de una sola vez' }).checked,
    ).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Habitual' }).checked).toBe(
      false,
    );
    const order = screen.getByLabelText<HTMLSelectElement>('Orden');
    expect(order.selectedOptions[0]?.textContent).toBe('Registro más reciente primero');
    const ignored = await findIgnoredLinkSettings();
    expect(ignored.textContent).toContain("event 'abc' no es un id de evento");

    const list = screen.getByRole('table', { name: 'Registros de entrada' });
    for (const name of ['Nombre', 'Evento', 'Sesión', 'Sala', 'Entrada', 'Salida']) {
      expect(within(list).getByRole('columnheader', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    const row = await within(list).findByRole('row', {
      name: new RegExp(`^Abrir el registro de entrada de ${nameOf(guest)}, `),
    });
    expect(within(row).getAllByText('Visitante de una sola vez').length).toBeGreaterThan(0);
    expect(within(row).getByText('Visitante', { exact: true })).toBeTruthy();

    fireEvent.click(row);
    const drawer = await screen.findByRole('dialog', {
      name: `Registro de entrada de ${nameOf(guest)}`,
    });
    expect(await within(drawer).findByText(/no tiene ficha de persona/)).toBeTruthy();
    expect(within(drawer).getByText('Contacto de emergencia')).toBeTruthy();
  });
});
