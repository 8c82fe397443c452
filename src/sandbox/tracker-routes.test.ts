import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createSandbox, type Sandbox } from './server';
import { selectFields } from './tracker-routes';

const auth = { authorization: 'Bearer sandbox-tracker-token' };
const project = '1201234567890123';

describe("the sandbox's task-tracker lookup calls", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await createSandbox({ file: ':memory:' });
  });
  afterAll(async () => {
    await sandbox.app.close();
    sandbox.ctx.db.close();
  });

  const get = (url: string, headers: Record<string, string> = auth) =>
    sandbox.app.inject({ method: 'GET', url, headers });

  it("lists the seeded project's sections, the default one first, each with a gid", async () => {
    const response = await get(`/tracker/api/1.0/projects/${project}/sections`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { gid: '1201234567890199', name: 'Untriaged', resource_type: 'section' },
        { gid: '1201234567890200', name: 'Dependencies', resource_type: 'section' },
        { gid: '1201234567890201', name: 'In review', resource_type: 'section' },
        { gid: '1201234567890202', name: 'Done', resource_type: 'section' },
      ],
    });
  });

  it("gives the custom fields' gids for the spec's opt_fields, and more when asked", async () => {
    const spec = await get(
      `/tracker/api/1.0/projects/${project}?opt_fields=custom_field_settings.custom_field.gid`,
    );
    expect(spec.statusCode).toBe(200);
    const data = spec.json<{ data: { gid: string; custom_field_settings: unknown[] } }>().data;
    expect(data.gid).toBe(project);
    expect(Object.keys(data)).toEqual(['gid', 'custom_field_settings']);
    expect(data.custom_field_settings[0]).toEqual({
      gid: '1203000000000001',
      custom_field: { gid: '1202000000000001' },
    });

    const named = await get(
      `/tracker/api/1.0/projects/${project}?opt_fields=custom_field_settings.custom_field.name,custom_field_settings.custom_field.enum_options.name`,
    );
    const priority = named.json<{
      data: { custom_field_settings: { custom_field: Record<string, unknown> }[] };
    }>().data.custom_field_settings[1]?.custom_field;
    expect(priority).toMatchObject({ gid: '1202000000000002', name: 'Priority' });
    expect(priority?.enum_options).toEqual([
      { gid: '1202000000000011', name: 'High' },
      { gid: '1202000000000012', name: 'Medium' },
      { gid: '1202000000000013', name: 'Low' },
      { gid: '1202000000000014', name: 'Someday' },
    ]);
  });

  it('answers the whole project without opt_fields', async () => {
    const response = await get(`/tracker/api/1.0/projects/${project}`);
    expect(response.json()).toMatchObject({
      data: {
        gid: project,
        name: 'Engineering',
        workspace: { gid: '1200000000000001' },
      },
    });
  });

  it('needs the bearer token', async () => {
    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer wrong' },
      { authorization: 'Basic eDp5' },
    ];
    for (const headers of attempts) {
      const response = await get(`/tracker/api/1.0/projects/${project}/sections`, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ errors: [{ message: 'Not Authorized' }] });
    }
  });

  it('answers 404 for an unknown project and 400 for a GID that is not digits', async () => {
    const unknown = await get('/tracker/api/1.0/projects/999/sections');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: [{ message: 'project: Unknown object: 999' }] });
    const bad = await get('/tracker/api/1.0/projects/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ errors: [{ message: 'project: Not a valid GID: abc' }] });
  });
});

describe('selectFields', () => {
  it('keeps gid, the named fields and nested paths, in lists too; unknown names are left out', () => {
    const value = {
      gid: '1',
      name: 'x',
      other: 1,
      items: [{ gid: '2', a: { gid: '3', b: 4, c: 5 } }],
    };
    expect(selectFields(value, [['name'], ['items', 'a', 'b'], ['nope']])).toEqual({
      gid: '1',
      name: 'x',
      items: [{ gid: '2', a: { gid: '3', b: 4 } }],
    });
  });
});
