/**
 * One person across the apps (D133), over HTTP in both dialects: what the people app writes
 * about a person (names, addresses, e-mails, the facts a profile edit changes) is what the
 * check-ins and giving apps answer for the same id, as each app's catalog shapes it; a person
 * whose people record is gone is in no app.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDialect, specDialect } from '../api/catalog/dialects';
import { startSandbox } from './server';
import { SandboxHttp, type Resource } from './testing/http';

describe.each([specDialect, realDialect])('$name dialect', (dialect) => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let http: SandboxHttp;

  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:', scale: 'small', config: { dialect } });
    http = new SandboxHttp(sandbox.url, undefined, dialect);
  }, 60_000);

  afterAll(async () => {
    await sandbox.close();
  });

  /** The id of the `nth` active adult (from 0) who gives and has checked in. */
  function aGiver(nth: number): string {
    const row = sandbox.ctx.db
      .prepare(
        `SELECT p.id FROM people__Person p JOIN giving__Person__own g ON g.id = p.id
           JOIN check_ins__Person__own c ON c.id = p.id
         WHERE p.status = 'active' AND p.child = 0 AND c.check_in_count > 0
         ORDER BY p.id LIMIT 1 OFFSET ?`,
      )
      .get(nth) as { id: number };
    return String(row.id);
  }

  async function attributesAt(path: string): Promise<Record<string, unknown>> {
    const data = (await http.single(path)).data;
    if (data === null) throw new Error(`${path} has no record`);
    return data.attributes;
  }

  async function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, json?: unknown) {
    const answer = await http.request(method, path, json === undefined ? {} : { json });
    expect(answer.status, answer.text).toBe(
      method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
    );
    return answer.json as { data: Resource } | undefined;
  }

  const giving = (id: string) => attributesAt(`/giving/v2/people/${id}`);
  const checkIns = (id: string) => attributesAt(`/check_ins/v2/people/${id}`);

  it('a profile edit shows in both apps, names and facts shaped as each catalog has them', async () => {
    const id = aGiver(0);
    await write('PATCH', `/people/v2/people/${id}`, {
      data: {
        type: 'Person',
        id,
        attributes: {
          first_name: 'Ada',
          middle_name: 'King',
          last_name: 'Lovelace',
          birthdate: '1985-12-10',
          gender: null,
          medical_notes: 'Peanuts',
        },
      },
    });
    expect(await giving(id)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(await checkIns(id)).toMatchObject({
      first_name: 'Ada',
      middle_name: 'King',
      last_name: 'Lovelace',
      birthdate: '1985-12-10',
      // The check-ins app's gender is a string: the people app's null reads as empty.
      gender: '',
      medical_notes: 'Peanuts',
      child: false,
      grade: null,
    });
    // Searches and included records read the same record.
    const found = await http.list('/giving/v2/people', { 'where[first_name]': 'ada' });
    expect(found.data.map((p) => p.id)).toContain(id);
    const visits = await http.list(`/check_ins/v2/people/${id}/check_ins`, { include: 'person' });
    expect(visits.data.length).toBeGreaterThan(0);
    expect(visits.included.find((p) => p.id === id)?.attributes).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
    });
  });

  it('an address added, fixed and deleted in the people app is the one both apps show', async () => {
    const id = aGiver(1);
    const before = (await giving(id)).addresses as unknown[];
    const created = await write('POST', `/people/v2/people/${id}/addresses`, {
      data: {
        type: 'Address',
        attributes: {
          street: '12 Elm St',
          city: 'Naperville',
          state: 'IL',
          zip: '60540',
          location: 'Other',
          primary: true,
        },
      },
    });
    const addressId = created?.data.id ?? '';
    const fixed = {
      street: '12 Elm St',
      city: 'Lisle',
      state: 'IL',
      zip: '60532',
      location: 'Other',
    };
    await write('PATCH', `/people/v2/people/${id}/addresses/${addressId}`, {
      data: { type: 'Address', id: addressId, attributes: { city: 'Lisle', zip: '60532' } },
    });
    // The primary address comes first, in each app's shape (no id, no primary flag).
    for (const person of [await giving(id), await checkIns(id)]) {
      expect(person.addresses).toEqual([fixed, ...before]);
    }
    await write('DELETE', `/people/v2/people/${id}/addresses/${addressId}`);
    expect((await giving(id)).addresses).toEqual(before);
    expect((await checkIns(id)).addresses).toEqual(before);
  });

  it("e-mail addresses and phone numbers are the people record's, the same in both apps", async () => {
    const id = aGiver(2);
    const address = `one.person.${dialect.name}@example.org`;
    const created = await write('POST', `/people/v2/people/${id}/emails`, {
      data: { type: 'Email', attributes: { address, location: 'Home', primary: true } },
    });
    const emails = await http.list(`/people/v2/people/${id}/emails`, { per_page: '100' });
    const expected = [...emails.data]
      .sort(
        (a, b) =>
          Number(b.attributes.primary) - Number(a.attributes.primary) ||
          Number(a.id) - Number(b.id),
      )
      .map((e) => ({ address: e.attributes.address, location: e.attributes.location }));
    expect(expected[0]).toEqual({ address, location: 'Home' });
    const inGiving = await giving(id);
    const inCheckIns = await checkIns(id);
    expect(inGiving.email_addresses).toEqual(expected);
    expect(inCheckIns.email_addresses).toEqual(expected);
    expect(inCheckIns.phone_numbers).toEqual(inGiving.phone_numbers);
    await write('DELETE', `/people/v2/emails/${created?.data.id ?? ''}`);
    expect((await giving(id)).email_addresses).toEqual(expected.slice(1));
  });

  it('a person whose people record is gone is in no app; their check-ins keep their names', async () => {
    const id = aGiver(3);
    const visits = await http.list(`/check_ins/v2/people/${id}/check_ins`);
    const visit = visits.data[0];
    expect(visit).toBeDefined();
    // The API cannot delete a person; the sandbox's data can lose one (an older file, a merge).
    sandbox.ctx.db.prepare('DELETE FROM people__Person WHERE id = ?').run(id);
    for (const path of [
      `/giving/v2/people/${id}`,
      `/check_ins/v2/people/${id}`,
      `/check_ins/v2/people/${id}/check_ins`,
    ]) {
      expect((await http.get(path)).status, path).toBe(404);
    }
    const check = (
      await http.single(`/check_ins/v2/check_ins/${visit?.id ?? ''}`, { include: 'person' })
    ).data;
    expect(check?.attributes.first_name).toBe(visit?.attributes.first_name);
    expect(check?.relationships.person?.data).toBeNull();
  });
});
