/**
 * Every write the real service documents for the resources Narthex writes, sent as pypco sends
 * it (testing/pypco.ts: `template()` payloads as Python's `json.dumps` bytes, or the vertices' own
 * example bodies), to a real-dialect sandbox over HTTP: each is answered as documented. Sources
 * per write: src/api/catalog/real-writes.ts and docs/decisions.md D161-D165. Headcounts and
 * passes are read-only there: their writes are refused with the 403 a read-only API answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDialect } from '../api/catalog/dialects';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { PCO, PCORequestException, pythonJsonDumps } from './testing/pypco';
import type { ListBody, Resource } from './testing/pypco';

let sandbox: Sandbox;
let pco: PCO;
let suffix = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(suffix++).toString(36)}`;

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { dialect: realDialect, rateLimit: { limit: 1_000_000, periodSeconds: 20 } },
  });
  pco = new PCO(await sandbox.app.listen({ port: 0, host: '127.0.0.1' }));
});

afterAll(async () => {
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

const { template } = PCO;

/** The record a write answered with (a 201 or 200). */
async function wrote(method: 'POST' | 'PATCH', url: string, payload: unknown): Promise<Resource> {
  const body = (await (method === 'POST' ? pco.post(url, payload) : pco.patch(url, payload))) as {
    data: Resource;
  };
  return body.data;
}

/** The refusal a write raised: its status and errors. */
async function refused(
  method: 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<{ status: number; errors: unknown }> {
  const error = await pco.requestResponse(method, url, payload).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PCORequestException);
  const { statusCode, responseBody } = error as PCORequestException;
  return { status: statusCode, errors: (JSON.parse(responseBody) as { errors: unknown }).errors };
}

async function deleted(url: string): Promise<void> {
  expect((await pco.delete(url)).status).toBe(204);
}

/**
 * A documented create (`template(type, attributes)`), update (`changes`) and destroy, each
 * answered as documented: the record echoes what was sent, the destroy is a 204.
 */
async function createUpdateDestroy(
  type: string,
  collection: string,
  recordUrl: (id: string) => string,
  attributes: Record<string, unknown>,
  changes: Record<string, unknown>,
): Promise<void> {
  const created = await wrote('POST', collection, template(type, attributes));
  expect(created.attributes).toMatchObject(attributes);
  const url = recordUrl(created.id);
  expect((await wrote('PATCH', url, template(type, changes))).attributes).toMatchObject(changes);
  await deleted(url);
}

async function first(url: string, params: Record<string, string> = {}): Promise<Resource> {
  const list = (await pco.get(url, { per_page: '1', ...params })) as ListBody;
  const record = list.data[0];
  if (!record) throw new Error(`${url} has no record`);
  return record;
}

/** A person of the seed, the nth (from 0). */
async function person(n: number): Promise<string> {
  return (await first('/people/v2/people', { offset: String(n), order: 'id' })).id;
}

const linked = (record: Resource, name: string) =>
  (record.relationships[name]?.data as { id: string } | null | undefined)?.id;

describe("pypco's bodies", () => {
  it("are Python's json.dumps text, byte for byte as the real recordings show them", () => {
    // pypco tests/cassettes/TestPublicRequestFunctions.test_put.yaml, the request body.
    expect(pythonJsonDumps(template('Song', { author: 'Anna Bartlett Warner' }))).toBe(
      '{"data": {"type": "Song", "attributes": {"author": "Anna Bartlett Warner"}}}',
    );
    expect(pythonJsonDumps({ a: [1, true, null], é: 'ü' })).toBe(
      '{"a": [1, true, null], "\\u00e9": "\\u00fc"}',
    );
  });
});

describe('every documented write of the resources Narthex writes, against the real dialect', () => {
  it('Address: create, update and destroy with every assignable attribute', async () => {
    const owner = await person(1);
    const attributes = {
      city: 'Springfield',
      state: 'IL',
      zip: '62701',
      street: '1 Main St',
      location: 'Home',
      primary: false,
    };
    const addresses = `/people/v2/people/${owner}/addresses`;
    await createUpdateDestroy('Address', addresses, (id) => `${addresses}/${id}`, attributes, {
      ...attributes,
      city: 'Shelbyville',
      location: 'Work',
    });
  });

  it('Email: create, update and destroy', async () => {
    const owner = await person(1);
    const address = `${unique('doc').replace(' ', '.')}@example.org`;
    await createUpdateDestroy(
      'Email',
      `/people/v2/people/${owner}/emails`,
      (id) => `/people/v2/emails/${id}`,
      { address, location: 'Home', primary: false },
      { location: 'Work' },
    );
  });

  it('FieldDefinition and FieldOption: create, update and destroy (a definition is soft-deleted)', async () => {
    const tab = (await first('/people/v2/tabs')).id;
    const definition = await wrote(
      'POST',
      `/people/v2/tabs/${tab}/field_definitions`,
      template('FieldDefinition', { data_type: 'select', name: unique('Shirt'), sequence: 9 }),
    );
    const definitionUrl = `/people/v2/field_definitions/${definition.id}`;
    const renamed = unique('Shirt size');
    expect(
      (await wrote('PATCH', definitionUrl, template('FieldDefinition', { name: renamed })))
        .attributes.name,
    ).toBe(renamed);

    const options = `${definitionUrl}/field_options`;
    const option = await wrote(
      'POST',
      options,
      template('FieldOption', { value: 'M', sequence: 1 }),
    );
    expect(option.attributes).toMatchObject({ value: 'M', sequence: 1 });
    expect(
      (await wrote('PATCH', `${options}/${option.id}`, template('FieldOption', { value: 'L' })))
        .attributes.value,
    ).toBe('L');
    await deleted(`${options}/${option.id}`);
    await deleted(definitionUrl);
    expect((await pco.get(definitionUrl)) as { data: Resource }).toMatchObject({
      data: { attributes: { deleted_at: expect.any(String) as unknown } },
    });
  });

  it("FieldDatum: its docs' own body (field_definition_id, no type) checks a new box; pypco's with the id as text; update and destroy", async () => {
    const owner = await person(2);
    const tab = (await first('/people/v2/tabs')).id;
    const boxes = await wrote(
      'POST',
      `/people/v2/tabs/${tab}/field_definitions`,
      template('FieldDefinition', { data_type: 'checkboxes', name: unique('Helps with') }),
    );
    // People 2022-07-14 FieldDatum, "update": the id as a number, a value that is no option yet.
    const checked = await wrote('POST', `/people/v2/people/${owner}/field_data`, {
      data: { attributes: { field_definition_id: Number(boxes.id), value: 'Financial/Bills' } },
    });
    expect(checked.attributes.value).toBe('Financial/Bills');
    expect(linked(checked, 'field_definition')).toBe(boxes.id);
    const options = (await pco.get(
      `/people/v2/field_definitions/${boxes.id}/field_options`,
    )) as ListBody;
    expect(options.data.map((o) => o.attributes.value)).toContain('Financial/Bills');
    // To uncheck it: DELETE the datum (the same docs).
    await deleted(`/people/v2/people/${owner}/field_data/${checked.id}`);

    const text = await wrote(
      'POST',
      `/people/v2/tabs/${tab}/field_definitions`,
      template('FieldDefinition', { data_type: 'string', name: unique('Nickname at camp') }),
    );
    const datum = await wrote(
      'POST',
      `/people/v2/people/${owner}/field_data`,
      template('FieldDatum', { field_definition_id: text.id, value: 'Sparky' }),
    );
    expect(linked(datum, 'field_definition')).toBe(text.id);
    const url = `/people/v2/people/${owner}/field_data/${datum.id}`;
    expect(
      (await wrote('PATCH', url, template('FieldDatum', { value: 'Ace' }))).attributes.value,
    ).toBe('Ace');
    await deleted(url);
  });

  it("Household: its docs' own create body (no type, relationships); pypco's with primary_contact_id as text and as a number; destroy", async () => {
    const [contact, other] = [await person(3), await person(4)];
    const people = { data: [{ type: 'Person', id: contact }] };
    // People 2021-08-17 Household, the create note's body.
    const created = await wrote('POST', '/people/v2/households', {
      data: {
        attributes: { name: unique('Docs household') },
        relationships: { people, primary_contact: { data: { type: 'Person', id: contact } } },
      },
    });
    expect(created.attributes.primary_contact_id).toBe(Number(contact));
    const url = `/people/v2/households/${created.id}`;

    // A member to hand the contact to, by HouseholdMembership's person_id.
    await wrote(
      'POST',
      `/people/v2/households/${created.id}/household_memberships`,
      template('HouseholdMembership', { person_id: Number(other) }),
    );
    for (const id of [other, Number(contact)]) {
      const updated = await wrote('PATCH', url, template('Household', { primary_contact_id: id }));
      expect(updated.attributes.primary_contact_id).toBe(Number(id));
    }
    const renamed = unique('Renamed household');
    expect(
      (await wrote('PATCH', url, template('Household', { name: renamed }))).attributes.name,
    ).toBe(renamed);

    // pypco's template() with the contact by id and the people as the docs' relationship.
    const second = await wrote('POST', '/people/v2/households', {
      data: {
        ...template('Household', { name: unique('Typed household'), primary_contact_id: contact })
          .data,
        relationships: { people },
      },
    });
    expect(second.attributes.primary_contact_id).toBe(Number(contact));
    await deleted(url);
    await deleted(`/people/v2/households/${second.id}`);
  });

  it("HouseholdMembership: its docs' own body (no type, the person as a relationship) and pypco's person_id; update and destroy", async () => {
    const [contact, member, another] = [await person(5), await person(6), await person(7)];
    const household = await wrote('POST', '/people/v2/households', {
      data: {
        attributes: { name: unique('Membership household') },
        relationships: {
          people: { data: [{ type: 'Person', id: contact }] },
          primary_contact: { data: { type: 'Person', id: contact } },
        },
      },
    });
    const memberships = `/people/v2/households/${household.id}/household_memberships`;
    // People 2022-07-14 HouseholdMembership, the create note's body.
    const byRelationship = await wrote('POST', memberships, {
      data: { attributes: {}, relationships: { person: { data: { type: 'Person', id: member } } } },
    });
    expect(linked(byRelationship, 'person')).toBe(member);
    const byId = await wrote(
      'POST',
      memberships,
      template('HouseholdMembership', { person_id: another, pending: true }),
    );
    expect(linked(byId, 'person')).toBe(another);
    expect(byId.attributes.pending).toBe(true);
    const url = `/people/v2/people/${another}/household_memberships/${byId.id}`;
    expect(
      (await wrote('PATCH', url, template('HouseholdMembership', { pending: false }))).attributes
        .pending,
    ).toBe(false);
    await deleted(url);
    await deleted(`/people/v2/households/${household.id}`);
  });

  it.each(['inactive_reasons', 'marital_statuses', 'name_prefixes', 'name_suffixes'])(
    '%s: create, update and destroy a value',
    async (path) => {
      const type = (await first(`/people/v2/${path}`)).type;
      const collection = `/people/v2/${path}`;
      await createUpdateDestroy(
        type,
        collection,
        (id) => `${collection}/${id}`,
        { value: unique('V') },
        { value: unique('W') },
      );
    },
  );

  it('Person: update, with primary_campus_id as text, as a number and null', async () => {
    const id = await person(8);
    const url = `/people/v2/people/${id}`;
    const campus = (await first('/people/v2/campuses')).id;
    const names = { first_name: 'Docs', last_name: unique('Person'), nickname: 'D' };
    expect((await wrote('PATCH', url, template('Person', names))).attributes).toMatchObject(names);
    for (const value of [campus, Number(campus), null]) {
      const updated = await wrote('PATCH', url, template('Person', { primary_campus_id: value }));
      expect(linked(updated, 'primary_campus') ?? null).toBe(value === null ? null : campus);
    }
  });

  it('an attribute no write takes: 422 "Forbidden Attribute" alone, as pypco\'s apitour.md shows', async () => {
    const answer = await refused(
      'PATCH',
      `/people/v2/people/${await person(8)}`,
      template('Person', { bogus: 'x' }),
    );
    expect(answer).toEqual({
      status: 422,
      errors: [{ status: '422', title: 'Forbidden Attribute', detail: 'bogus cannot be assigned' }],
    });
  });
});

describe('headcounts and passes, read-only on the real service', () => {
  const forbidden = {
    status: 403,
    errors: [
      {
        status: '403',
        title: 'Forbidden',
        code: 'forbidden',
        detail: 'You do not have access to this resource',
      },
    ],
  };

  it('refuses a headcount create and update, creating nothing', async () => {
    const headcount = await first('/check-ins/v2/headcounts', { include: 'event_time' });
    const time = linked(headcount, 'event_time');
    const headcounts = `/check-ins/v2/event_times/${time}/headcounts`;
    const before = ((await pco.get(headcounts)) as ListBody).meta.total_count;
    expect(await refused('POST', headcounts, template('Headcount', { total: 5 }))).toEqual(
      forbidden,
    );
    expect(
      await refused('PATCH', `${headcounts}/${headcount.id}`, template('Headcount', { total: 6 })),
    ).toEqual(forbidden);
    expect(((await pco.get(headcounts)) as ListBody).meta.total_count).toBe(before);
    expect(
      ((await pco.get(`${headcounts}/${headcount.id}`)) as { data: Resource }).data.attributes
        .total,
    ).toBe(headcount.attributes.total);
  });

  it('refuses a pass create and destroy', async () => {
    const pass = await first('/check-ins/v2/passes', { include: 'person' });
    const owner = linked(pass, 'person');
    expect(
      await refused(
        'POST',
        `/check-ins/v2/people/${owner}/passes`,
        template('Pass', { code: unique('P').replace(' ', ''), kind: 'barcode' }),
      ),
    ).toEqual(forbidden);
    expect(await refused('DELETE', `/check-ins/v2/passes/${pass.id}`)).toEqual(forbidden);
    expect(((await pco.get(`/check-ins/v2/passes/${pass.id}`)) as { data: Resource }).data.id).toBe(
      pass.id,
    );
  });
});
