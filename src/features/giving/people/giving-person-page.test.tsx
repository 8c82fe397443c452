// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';

import { expectedMoney } from '../../../ui/testing/expected-money';
import { startSandboxForComponentTests } from '../../../ui/testing/sandbox-component-tests';
import type { GivingRecord, PersonName } from '../testing/giving-records';
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

interface Gift {
  id: string;
  attributes: { amount_cents: number; amount_currency: string; created_at: string };
}

describe('GivingPersonPage, a giver', () => {
  it("lists this year's gifts newest first in the church's zone, ten to a page kept in the URL, with payment methods and recurring donations", async () => {
    const organization = await sandbox.request<{ data: { attributes: { time_zone: string } } }>(
      'GET',
      '/check_ins/v2',
    );
    const zone = organization.json.data.attributes.time_zone;
    const dayIn = (at: string | number) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date(at));
    const year = dayIn(Date.now()).slice(0, 4);
    // A giver with more than one page (ten) of gifts this year.
    let found: { person: GivingRecord<PersonName>; gifts: Gift[] } | undefined;
    for (const person of (await sandbox.all<GivingRecord<PersonName>>('/giving/v2/people')).data) {
      const { data } = await sandbox.all<Gift>(`/giving/v2/people/${person.id}/donations`);
      const gifts = data.filter((gift) => dayIn(gift.attributes.created_at).startsWith(year));
      if (gifts.length > 10) {
        found = { person, gifts: gifts.reverse() };
        break;
      }
    }
    if (!found) throw new Error('no giver with more than ten gifts this year');
    const { person, gifts } = found;
    const name = `${person.attributes.first_name} ${person.attributes.last_name}`;
    const { data: methods } = await sandbox.all<GivingRecord<{ last4: string }>>(
      `/giving/v2/people/${person.id}/payment_methods`,
    );

    sandbox.renderAt(
      `/giving/people/${person.id}`,
      <Routes>
        <Route path="/giving/people/:personId" element={<GivingPersonPage />} />
      </Routes>,
    );
    await screen.findByRole('heading', { level: 1, name });
    expect(await screen.findByText(`1–10 of ${gifts.length} gifts`)).toBeTruthy();
    const table = screen.getByRole('table', { name: `Gifts of ${name}` });
    const rows = () => [...table.querySelectorAll<HTMLElement>('tbody tr')];
    expect(rows()).toHaveLength(10);
    for (const [index, gift] of gifts.slice(0, 10).entries()) {
      expect(rows()[index]?.textContent).toContain(
        expectedMoney(gift.attributes.amount_cents, gift.attributes.amount_currency),
      );
    }
    // Dates read in the church's zone, e.g. "Nov 16, 2026, 6:14 AM".
    expect(rows()[0]?.querySelector('time')?.textContent).toMatch(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);

    if (methods.length > 0) {
      const list = await screen.findByRole('list', { name: `Payment methods of ${name}` });
      await waitFor(() =>
        expect(within(list).getAllByRole('listitem')).toHaveLength(methods.length),
      );
      for (const method of methods) {
        expect(list.textContent).toContain(`ending ${method.attributes.last4}`);
      }
    }
    expect(screen.getByRole('heading', { name: 'Recurring donations' })).toBeTruthy();

    // The next page of gifts is in the URL.
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Giving' })).getByRole('button', {
        name: 'Next page',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('search').textContent).toMatch(/gifts_offset=10/),
    );
    expect(
      await screen.findByText(`11–${Math.min(20, gifts.length)} of ${gifts.length} gifts`),
    ).toBeTruthy();
    const eleventh = gifts[10];
    await waitFor(() =>
      expect(rows()[0]?.textContent).toContain(
        expectedMoney(
          eleventh?.attributes.amount_cents ?? 0,
          eleventh?.attributes.amount_currency ?? 'USD',
        ),
      ),
    );
  });
});
