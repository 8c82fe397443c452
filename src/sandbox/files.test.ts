import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SandboxContext } from './context';
import { resolveFileId } from './files';
import { createSandbox } from './server';
import type { Sandbox } from './server';

const auth = { authorization: `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}` };
const maxUploadBytes = 4096;

const clock = {
  t: Date.UTC(2026, 10, 21, 12, 0, 0),
  now(): number {
    return this.t;
  },
};

let sandbox: Sandbox;
let ctx: SandboxContext;
let base: string;

beforeAll(async () => {
  sandbox = await createSandbox({
    file: ':memory:',
    clock,
    config: { maxUploadBytes, fileLifetimeSeconds: 3600 },
  });
  ctx = sandbox.ctx;
  base = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await sandbox.app.close();
  ctx.db.close();
});

// A 1x1 PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

interface UploadBody {
  data: {
    type: string;
    id: string;
    attributes: {
      source_ip: string;
      md5: string;
      content_type: string;
      file_size: number;
      name: string;
      expires_at: string;
    };
  }[];
}

interface ErrorBody {
  errors: { status?: string; code?: string; detail?: string }[];
}

async function upload(body: FormData | string, headers: Record<string, string> = auth) {
  return fetch(`${base}/v2/files`, { method: 'POST', headers, body });
}

function oneFile(bytes: Uint8Array<ArrayBuffer>, name: string, type: string, field = 'file') {
  const data = new FormData();
  data.append(field, new Blob([bytes], { type }), name);
  return data;
}

describe('POST /v2/files', () => {
  it('stores the file and answers the spec shape with md5 and size', async () => {
    const response = await upload(oneFile(png, 'avatar.png', 'image/png'));
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as UploadBody;
    expect(body.data).toHaveLength(1);
    const file = body.data[0];
    expect(file?.type).toBe('File');
    expect(file?.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(Object.keys(file?.attributes ?? {}).sort()).toEqual(
      ['content_type', 'expires_at', 'file_size', 'md5', 'name', 'source_ip'].sort(),
    );
    expect(file?.attributes).toEqual({
      source_ip: '127.0.0.1',
      md5: createHash('md5').update(png).digest('hex'),
      content_type: 'image/png',
      file_size: png.length,
      name: 'avatar.png',
      expires_at: '2026-11-21T13:00:00Z',
    });
  });

  it('serves the uploaded bytes at the URL resolveFileId gives, inline for an image', async () => {
    const body = (await (
      await upload(oneFile(png, 'me & you.png', 'image/png'))
    ).json()) as UploadBody;
    const id = body.data[0]?.id ?? '';
    const resolved = resolveFileId(ctx, id);
    expect(resolved).toEqual({ ok: true, fileId: id, url: `/v2/files/${id}/me%20%26%20you.png` });
    if (!resolved.ok) return;
    const response = await fetch(`${base}${resolved.url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);
    expect((await fetch(`${base}/v2/files/${id}/other.png`)).status).toBe(404);
    expect(
      (await fetch(`${base}/v2/files/00000000-0000-4000-8000-000000000000/x.png`)).status,
    ).toBe(404);
  });

  it('serves files that are not images as attachments', async () => {
    const html = new TextEncoder().encode('<script>alert(1)</script>');
    const body = (await (
      await upload(oneFile(html, 'page.html', 'text/html'))
    ).json()) as UploadBody;
    const id = body.data[0]?.id ?? '';
    const response = await fetch(`${base}/v2/files/${id}/page.html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 400 with the errors body when there is no part named file', async () => {
    const field = new FormData();
    field.append('note', 'hello');
    const other = oneFile(png, 'a.png', 'image/png', 'avatar');
    const two = oneFile(png, 'a.png', 'image/png');
    two.append('file', new Blob([png], { type: 'image/png' }), 'b.png');
    const empty = new FormData();
    for (const data of [field, other, two, empty]) {
      const response = await upload(data);
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.errors[0]).toMatchObject({ status: '400' });
      expect(body.errors[0]?.detail).toContain('file');
    }
  });

  it('answers 400 when the body is not multipart', async () => {
    for (const contentType of ['application/json', 'text/plain', 'application/octet-stream']) {
      const response = await upload('{"file":"x"}', { ...auth, 'content-type': contentType });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).errors[0]?.status).toBe('400');
    }
  });

  it('answers 413 for a file over the upload limit', async () => {
    const response = await upload(
      oneFile(new Uint8Array(maxUploadBytes + 1), 'big.bin', 'application/octet-stream'),
    );
    expect(response.status).toBe(413);
    expect(((await response.json()) as ErrorBody).errors[0]?.status).toBe('413');
    const exact = await upload(
      oneFile(new Uint8Array(maxUploadBytes), 'exact.bin', 'application/octet-stream'),
    );
    expect(exact.status).toBe(201);
  });

  it('requires authentication', async () => {
    const response = await upload(oneFile(png, 'a.png', 'image/png'), {});
    expect(response.status).toBe(401);
  });
});

describe('resolveFileId', () => {
  it('refuses unknown and expired files', async () => {
    expect(resolveFileId(ctx, 'nope')).toEqual({ ok: false, detail: 'is not an uploaded file' });
    const body = (await (await upload(oneFile(png, 'a.png', 'image/png'))).json()) as UploadBody;
    const id = body.data[0]?.id ?? '';
    clock.t += 3599_000;
    expect(resolveFileId(ctx, id).ok).toBe(true);
    clock.t += 1000;
    expect(resolveFileId(ctx, id)).toEqual({ ok: false, detail: 'has expired; upload it again' });
    // The stored bytes stay readable (an attached avatar keeps working).
    expect((await fetch(`${base}/v2/files/${id}/a.png`)).status).toBe(200);
  });
});
