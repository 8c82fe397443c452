/**
 * Sparse fieldsets (`fields[Type]=a,b`, D146), through the typed client against the sandbox: an
 * answer holds only the attributes asked for, of the record and of what it includes; a type or
 * attribute the answer cannot hold is refused (a 400 in the spec's dialect, ignored leniently as
 * the real service does), and the client refuses it before sending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ApiUsageError } from '../api/api-error';
import { createClient, type Client } from '../api/client';
import { startSandbox } from './server';
import { sandboxAuthorization } from './testing/http';

describe('sparse fieldsets', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  let lenient: Awaited<ReturnType<typeof startSandbox>>;
  let client: Client;

  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:' });
    lenient = await startSandbox({ file: ':memory:', config: { lenient: true } });
    client = createClient({
      baseUrl: sandbox.url,
      auth: { kind: 'basic', applicationId: 'sandbox', secret: 'sandbox-secret' },
    });
  }, 60_000);
  afterAll(async () => {
    await sandbox.close();
    await lenient.close();
  });

  it('send only the attributes asked for, of the records and of what they include', async () => {
    const page = await client.list('/check_ins/v2/check_ins', {
      include: ['person', 'location'],
      fields: { CheckIn: ['first_name', 'security_code'], Person: ['child'] },
      perPage: 20,
    });
    expect(page.records).toHaveLength(20);
    for (const record of page.records) {
      expect(Object.keys(record.attributes).sort()).toEqual(['first_name', 'security_code']);
      if (record.related.person)
        expect(Object.keys(record.related.person.attributes)).toEqual(['child']);
      // A type without a fieldset comes whole.
      expect(record.related.location?.attributes).toHaveProperty('max_occupancy');
    }
    const one = await client.get('/check_ins/v2/check_ins', {
      id: page.records[0]?.id ?? '1',
      fields: { CheckIn: ['medical_notes'] },
    });
    expect(Object.keys(one?.attributes ?? {})).toEqual(['medical_notes']);
  });

  it('refuse a type or an attribute the answer cannot hold', async () => {
    const get = async (origin: string, query: string) =>
      (
        await fetch(`${origin}/check_ins/v2/check_ins?${query}`, {
          headers: { Authorization: sandboxAuthorization },
        })
      ).status;
    expect(await get(sandbox.url, 'fields[Fund]=name')).toBe(400);
    expect(await get(sandbox.url, 'fields[CheckIn]=shoe_size')).toBe(400);
    expect(await get(sandbox.url, 'fields[CheckIn][x]=kind')).toBe(400);
    expect(await get(sandbox.url, 'fields[CheckIn]=kind')).toBe(200);
    expect(await get(lenient.url, 'fields[Fund]=name')).toBe(200);
    await expect(
      client.list('/check_ins/v2/check_ins', {
        // @ts-expect-error a check-in has no shoe size
        fields: { CheckIn: ['shoe_size'] },
      }),
    ).rejects.toBeInstanceOf(ApiUsageError);
  });
});
