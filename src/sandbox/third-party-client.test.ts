/**
 * Third-party JSON:API clients against the sandbox in the real dialect:
 * - kitsu-core's `deserialise` (wopian/kitsu, packages/kitsu-core) on lists with includes: every
 *   record's included relationships resolve to the included objects, with their attributes; a
 *   to-one relationship with null linkage stays unresolved.
 * - pypco's request patterns (billdeitrick/pypco `pypco/pco.py`, in TypeScript: testing/pypco.ts):
 *   `get` with query parameters, `iterate`, `post` / `patch` with `template()` payloads,
 *   `delete`, and errors raised from `raise_for_status`.
 */
import { deserialise } from 'kitsu-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realDialect } from '../api/catalog/dialects';
import { createSandbox } from './server';
import type { Sandbox } from './server';
import { PCO, PCORequestException, sandboxAuthorization as authorization } from './testing/pypco';
import type { Identifier, ListBody, Resource } from './testing/pypco';

/** What kitsu-core makes of a record: attributes hoisted, relationships as `{data, links}`. */
type Deserialised = Record<string, unknown> & Identifier;

let sandbox: Sandbox;
let apiBase: string;

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    scale: 'small',
    config: { dialect: realDialect, rateLimit: { limit: 1_000_000, periodSeconds: 20 } },
  });
  apiBase = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await sandbox.app.close();
  sandbox.ctx.db.close();
});

/** The query parameters of a URL, sorted, for comparing two URLs whatever their order. */
function paramsOf(url: string): string[] {
  return [...new URL(url, 'http://x').searchParams.entries()].map(([k, v]) => `${k}=${v}`).sort();
}

// ---------------------------------------------------------------------------------------------

describe("kitsu-core's deserialise", () => {
  async function rawList(path: string): Promise<ListBody> {
    const response = await fetch(`${apiBase}${path}`, { headers: { authorization } });
    expect(response.status).toBe(200);
    return (await response.json()) as ListBody;
  }

  /**
   * Checks one page: every relationship of every record, as kitsu resolved it, against the raw
   * linkage and the raw included records. Returns counts of what was checked.
   */
  function checkPage(raw: ListBody, includes: readonly string[]) {
    const out = deserialise(structuredClone(raw)) as { data: Deserialised[] };
    const byKey = new Map(raw.included.map((r) => [`${r.type}:${r.id}`, r]));
    const counts = { resolved: 0, nullToOne: 0 };
    expect(out.data).toHaveLength(raw.data.length);
    for (const [i, record] of raw.data.entries()) {
      const flat = out.data[i] as Deserialised;
      expect({ type: flat.type, id: flat.id }).toEqual({ type: record.type, id: record.id });
      // Attributes are hoisted; none is named like a relationship (kitsu would mix them).
      for (const name of Object.keys(record.relationships)) {
        expect(record.attributes).not.toHaveProperty(name);
      }
      for (const [name, value] of Object.entries(record.attributes)) {
        expect(flat[name], name).toEqual(value);
      }
      for (const [name, relationship] of Object.entries(record.relationships)) {
        const resolved = flat[name] as { data?: unknown; links?: unknown };
        if (relationship.data === null) {
          // kitsu keeps `{}` (and any links) for null linkage: nothing resolved.
          expect(resolved.data ?? null, `${record.id} ${name}`).toBeNull();
          counts.nullToOne += 1;
          continue;
        }
        if (!includes.includes(name)) continue;
        expect(resolved.links).toEqual(relationship.links);
        const linkage = [relationship.data].flat();
        const objects = [resolved.data].flat() as Deserialised[];
        expect(objects).toHaveLength(linkage.length);
        for (const [j, identifier] of linkage.entries()) {
          const target = byKey.get(`${identifier.type}:${identifier.id}`);
          if (!target) throw new Error(`${identifier.type} ${identifier.id} is not included`);
          const object = objects[j] as Deserialised;
          expect({ type: object.type, id: object.id }).toEqual(identifier);
          for (const [attribute, value] of Object.entries(target.attributes)) {
            expect(object[attribute], `${name}.${attribute}`).toEqual(value);
          }
          counts.resolved += 1;
        }
      }
    }
    return counts;
  }

  it('resolves check-ins to their included person and event; a guest without a person stays null', async () => {
    const raw = await rawList('/check-ins/v2/check_ins?include=person,event&per_page=100');
    expect(raw.included.map((r) => r.type)).toEqual(expect.arrayContaining(['Person', 'Event']));
    const counts = checkPage(raw, ['person', 'event']);
    const people = raw.data.filter((r) => r.relationships.person?.data !== null).length;
    expect(counts.resolved).toBe(people + raw.data.length);
    // One-time guests have no person; checked_out_by is null on those not checked out.
    expect(raw.data.some((r) => r.relationships.person?.data === null)).toBe(true);
    expect(counts.nullToOne).toBeGreaterThan(0);
  });

  it('resolves every person to its included e-mails, on every page', async () => {
    let url: string | undefined = '/people/v2/people?include=emails&per_page=50';
    let resolved = 0;
    let people = 0;
    let nulls = 0;
    let total = -1;
    while (url !== undefined) {
      const raw = await rawList(url);
      total = raw.meta.total_count;
      const counts = checkPage(raw, ['emails']);
      resolved += counts.resolved;
      nulls += counts.nullToOne;
      people += raw.data.length;
      url = raw.links.next?.slice(apiBase.length);
    }
    expect(people).toBe(total);
    expect(people).toBeGreaterThan(50);
    expect(resolved).toBeGreaterThan(50);
    expect(nulls).toBeGreaterThan(0);
  });
});

describe("pypco's request patterns", () => {
  it('iterate: the offset/per_page walk counts every record once, total_count in all, as links.next says', async () => {
    const cases: { url: string; perPage: number; params: Record<string, string> }[] = [
      // As test_iterate.yaml #19-26: people with e-mails, where site_administrator=false.
      {
        url: '/people/v2/people',
        perPage: 25,
        params: { include: 'emails', 'where[site_administrator]': 'false' },
      },
      { url: '/people/v2/people', perPage: 50, params: {} },
      { url: '/check-ins/v2/check_ins', perPage: 100, params: {} },
    ];
    for (const { url, perPage, params } of cases) {
      const pco = new PCO(apiBase);
      const seen = new Set<string>();
      const pages = new Map<string, ListBody>();
      let injected = 0;
      for await (const { data, included, page, asked } of pco.iterate(url, 0, perPage, params)) {
        expect(seen.has(data.id), `${url}: ${data.id} twice`).toBe(false);
        seen.add(data.id);
        pages.set(asked, page);
        // pypco injects the included records each record's relationships name.
        const emails = data.relationships.emails?.data;
        if (params.include === 'emails') {
          expect(Array.isArray(emails)).toBe(true);
          expect(included.map((r) => r.id).sort()).toEqual(
            (emails as Identifier[]).map((e) => e.id).sort(),
          );
          injected += included.length;
        }
      }
      const answers = [...pages.values()];
      const total = answers[0]?.meta.total_count ?? -1;
      expect(seen.size, url).toBe(total);
      expect(answers.every((p) => p.meta.total_count === total)).toBe(true);
      expect(pco.requests).toHaveLength(Math.ceil(total / perPage));
      if (params.include === 'emails') expect(injected).toBeGreaterThan(0);
      // Each links.next names the request pypco makes next (offset + per_page, same params).
      const asked = [...pages.keys()];
      for (const [i, path] of asked.entries()) {
        const next = pages.get(path)?.links.next;
        if (i === asked.length - 1) expect(next).toBeUndefined();
        else expect(paramsOf(next ?? ''), path).toEqual(paramsOf(asked[i + 1] ?? ''));
      }
    }
  });

  it('get with where[first_name] and include, as test_get.yaml #2 and test_iterate.yaml #35', async () => {
    const pco = new PCO(apiBase);
    const everyone: Resource[] = [];
    for await (const { data } of pco.iterate('/people/v2/people', 0, 100)) everyone.push(data);
    // A first name exactly two people share (the seed decides which).
    const counts = new Map<string, number>();
    for (const p of everyone) {
      const first = String(p.attributes.first_name);
      counts.set(first, (counts.get(first) ?? 0) + 1);
    }
    const name = [...counts].find(([, n]) => n === 2)?.[0] ?? '';
    const expected = everyone.filter((p) => p.attributes.first_name === name).map((p) => p.id);
    expect(expected.length).toBe(2);
    // pypco passes the name as given; the real service matched `paul` to Paul.
    const found = (await pco.get('/people/v2/people', {
      'where[first_name]': name.toLowerCase(),
      include: 'emails',
    })) as ListBody;
    expect(pco.requests.at(-1)).toBe(
      `GET /people/v2/people?where%5Bfirst_name%5D=${name.toLowerCase()}&include=emails`,
    );
    expect(found.data.map((p) => p.id).sort()).toEqual(expected.sort());
    expect(found.meta.total_count).toBe(expected.length);
    const linked = found.data.flatMap((p) => p.relationships.emails?.data as Identifier[]);
    expect(found.included.map((r) => `${r.type}:${r.id}`).sort()).toEqual(
      linked.map((r) => `${r.type}:${r.id}`).sort(),
    );
  });

  it('post, patch and delete with template() payloads sent as JSON; errors raise', async () => {
    const pco = new PCO(apiBase);
    const payload = PCO.template('Email', { address: 'pypco@example.com', location: 'Home' });
    expect(payload).toEqual({
      data: { type: 'Email', attributes: { address: 'pypco@example.com', location: 'Home' } },
    });
    const created = (await pco.post('/people/v2/people/2/emails', payload)) as { data: Resource };
    expect(created.data.type).toBe('Email');
    expect(created.data.attributes).toMatchObject({
      address: 'pypco@example.com',
      location: 'Home',
    });
    const id = created.data.id;

    // PATCH without an id in the body, as pypco sends it (test_patch.yaml #0).
    const updated = (await pco.patch(
      `/people/v2/emails/${id}`,
      PCO.template('Email', { location: 'Work' }),
    )) as { data: Resource };
    expect(updated.data.id).toBe(id);
    expect(updated.data.attributes).toMatchObject({
      address: 'pypco@example.com',
      location: 'Work',
    });
    const reread = (await pco.get(`/people/v2/emails/${id}`)) as { data: Resource };
    expect(reread.data.attributes.location).toBe('Work');

    const deleted = await pco.delete(`/people/v2/emails/${id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.text).toBe('');
    const gone = await pco.get(`/people/v2/emails/${id}`).catch((e: unknown) => e);
    expect(gone).toBeInstanceOf(PCORequestException);
    expect((gone as PCORequestException).statusCode).toBe(404);

    // template() with no attributes: the required address is missing, a 422 raised with its body.
    expect(PCO.template('Email')).toEqual({ data: { type: 'Email', attributes: {} } });
    const refused = await pco
      .post('/people/v2/people/2/emails', PCO.template('Email'))
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PCORequestException);
    const error = refused as PCORequestException;
    expect(error.statusCode).toBe(422);
    expect(JSON.parse(error.responseBody)).toMatchObject({
      errors: [{ status: '422', source: { parameter: 'address' } }],
    });
    // A URL with the base already in it and doubled slashes, as pypco cleans it.
    const org = (await pco.get(`${apiBase}/people/v2//people`, { per_page: '1' })) as ListBody;
    expect(pco.requests.at(-1)).toBe('GET /people/v2/people?per_page=1');
    expect(org.data).toHaveLength(1);
  });

  it('the X-PCO-API-Version header: answered with the version processed, refused before 2018-08-01', async () => {
    // pypco's pco.py sends no version header (the app's default version applies); clients that
    // pin one send X-PCO-API-Version: YYYY-MM-DD ("Versioning", api.planningcenteronline.com).
    const rules = realDialect.versioning;
    if (!rules) throw new Error('the real dialect has no versioning');
    const processed = async (pco: PCO, path: string) =>
      (await pco.requestResponse('GET', path, undefined, { per_page: '1' })).headers.get(
        rules.processedAsHeader,
      );
    expect(await processed(new PCO(apiBase), '/people/v2/people')).toBe(
      rules.published.people.at(-1),
    );
    const pinned = new PCO(apiBase, { 'X-PCO-API-Version': '2018-08-01' });
    expect(await processed(pinned, '/people/v2/people')).toBe('2018-08-01');
    // The latest version on or before the date asked, per app.
    const between = new PCO(apiBase, { 'X-PCO-API-Version': '2020-01-01' });
    expect(await processed(between, '/check-ins/v2/check_ins')).toBe('2019-07-17');
    expect(await processed(between, '/people/v2/people')).toBe('2019-10-10');
    const tooOld = new PCO(apiBase, { 'X-PCO-API-Version': '2017-01-01' });
    const refused = await tooOld.get('/people/v2/people').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(PCORequestException);
    expect((refused as PCORequestException).statusCode).toBe(400);
    expect(JSON.parse((refused as PCORequestException).responseBody)).toMatchObject({
      errors: [{ code: 'unsupported_version_error' }],
    });
  });
});
