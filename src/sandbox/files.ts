import { createHash, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Principal, SandboxContext } from './context';
import { httpErrors, SandboxHttpError } from './errors';

/** Authenticates and rate-limits a request (server.ts), answering who it acts as. */
export type FileRouteGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<Principal>;

interface FileRow {
  id: string;
  name: string;
  content_type: string;
  file_size: number;
  md5: string;
  source_ip: string;
  expires_at: string;
  data: Buffer;
}

/** The spec's datetime: YYYY-MM-DDTHH:MM:SSZ. */
const formatDatetime = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

const onlyFilePart = 'The request must be multipart/form-data with exactly one part, named file.';

/** A file name without directories or control characters, at most 255 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned.slice(0, 255);
}

/** The part's media type when well formed, else application/octet-stream. */
function cleanContentType(mimetype: string | undefined): string {
  const type = (mimetype ?? '').trim().toLowerCase();
  return /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/.test(type)
    ? type
    : 'application/octet-stream';
}

/** Raster images a browser shows inline; everything else (SVG included) is an attachment. */
const inlineImageTypes = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/x-icon',
  'image/vnd.microsoft.icon',
]);

const tooLarge = (limit: number) =>
  httpErrors.payloadTooLarge(`The file is larger than the upload limit of ${limit} bytes.`);

/** The one `file` part of a multipart upload; throws the API's 400/413 errors. */
async function readFilePart(
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ name: string; contentType: string; data: Buffer }> {
  if (!request.isMultipart()) throw httpErrors.invalidPayload(onlyFilePart);
  let found: { name: string; contentType: string; data: Buffer } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file' || part.fieldname !== 'file' || found) {
        if (part.type === 'file') part.file.resume();
        const what =
          part.type === 'file' && part.fieldname === 'file'
            ? 'a second file part'
            : part.type === 'file'
              ? `a file part named ${JSON.stringify(part.fieldname)}`
              : `a field ${JSON.stringify(part.fieldname)} without a file name`;
        throw httpErrors.invalidPayload(`${onlyFilePart} It has ${what}.`);
      }
      const data = await part.toBuffer();
      if (part.file.truncated || data.length > maxBytes) throw tooLarge(maxBytes);
      found = {
        name: cleanFileName(part.filename),
        contentType: cleanContentType(part.mimetype),
        data,
      };
    }
  } catch (error) {
    if (error instanceof SandboxHttpError) throw error;
    const code = (error as { code?: unknown }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    if (code === 'FST_FILES_LIMIT') {
      throw httpErrors.invalidPayload(`${onlyFilePart} It has more than one file.`);
    }
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw httpErrors.invalidPayload(`${onlyFilePart} It has too many parts.`);
    }
    throw httpErrors.invalidPayload(`The multipart body could not be read. ${onlyFilePart}`);
  }
  if (!found) throw httpErrors.invalidPayload(`${onlyFilePart} It has no part named file.`);
  return found;
}

const fileUrl = (id: string, name: string) => `/v2/files/${id}/${encodeURIComponent(name)}`;

/**
 * File upload (POST /v2/files, authenticated) and download of stored files (GET
 * /v2/files/:id/:name, public so that an avatar URL works in an <img>).
 */
export function registerFileRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  guard: FileRouteGuard,
): void {
  void app.register(async (files) => {
    // Any body that is not multipart (or JSON/form, which Fastify parses) still reaches the
    // handler, which answers 400 instead of Fastify's 415; the body is drained, not kept.
    files.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    });

    files.post('/v2/files', async (request, reply) => {
      await guard(request, reply);
      const { maxUploadBytes, fileLifetimeSeconds } = ctx.config;
      const file = await readFilePart(request, maxUploadBytes);
      const row: FileRow = {
        id: randomUUID(),
        name: file.name,
        content_type: file.contentType,
        file_size: file.data.length,
        md5: createHash('md5').update(file.data).digest('hex'),
        source_ip: request.ip,
        expires_at: formatDatetime(ctx.clock.now() + fileLifetimeSeconds * 1000),
        data: file.data,
      };
      ctx.db
        .prepare(
          `INSERT INTO sandbox_files (id, name, content_type, file_size, md5, source_ip, expires_at, data)
           VALUES (@id, @name, @content_type, @file_size, @md5, @source_ip, @expires_at, @data)`,
        )
        .run(row);
      return reply
        .code(201)
        .type('application/json; charset=utf-8')
        .send({
          data: [
            {
              type: 'File',
              id: row.id,
              attributes: {
                source_ip: row.source_ip,
                md5: row.md5,
                content_type: row.content_type,
                file_size: row.file_size,
                name: row.name,
                expires_at: row.expires_at,
              },
            },
          ],
        });
    });

    files.get<{ Params: { id: string; name: string } }>(
      '/v2/files/:id/:name',
      async (request, reply) => {
        const row = ctx.db
          .prepare('SELECT * FROM sandbox_files WHERE id = ?')
          .get(request.params.id) as FileRow | undefined;
        if (!row || row.name !== request.params.name) throw httpErrors.notFound();
        const inline = inlineImageTypes.has(row.content_type);
        const disposition = `${inline ? 'inline' : 'attachment'}; filename="${asciiFallback(row.name)}"; filename*=UTF-8''${encodeRfc5987(row.name)}`;
        return reply
          .code(200)
          .header('Content-Type', row.content_type)
          .header('Content-Length', String(row.data.length))
          .header('Content-Disposition', disposition)
          .header('X-Content-Type-Options', 'nosniff')
          .header('Content-Security-Policy', "default-src 'none'; sandbox")
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .header('Cache-Control', 'public, max-age=3600')
          .header('ETag', `"${row.md5}"`)
          .send(row.data);
      },
    );
  });
}

/** A quoted-string-safe ASCII version of a file name, for the legacy filename parameter. */
function asciiFallback(name: string): string {
  return name.replace(/[^\x20-\x7e]|["\\]/g, '_');
}

function encodeRfc5987(name: string): string {
  return encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * An uploaded file's id as a write handler sees it in a file-typed attribute (Person avatar):
 * the URL a read then shows, or why it cannot be attached.
 */
export function resolveFileId(
  ctx: SandboxContext,
  id: string,
): { ok: true; url: string; fileId: string } | { ok: false; detail: string } {
  const row =
    typeof id === 'string' && id !== ''
      ? (ctx.db.prepare('SELECT id, name, expires_at FROM sandbox_files WHERE id = ?').get(id) as
          Pick<FileRow, 'id' | 'name' | 'expires_at'> | undefined)
      : undefined;
  if (!row) return { ok: false, detail: 'is not an uploaded file' };
  if (ctx.clock.now() >= Date.parse(row.expires_at)) {
    return { ok: false, detail: 'has expired; upload it again' };
  }
  return { ok: true, url: fileUrl(row.id, row.name), fileId: row.id };
}
