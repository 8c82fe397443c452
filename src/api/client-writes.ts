/**
 * What the client writes: creates, updates and deletes checked against the catalog in the
 * spec's shape and sent in the service's dialect (D162), write probes, actions and uploads.
 */
import { ApiError, ApiUsageError } from './api-error';
import { resourceSpec } from './catalog/catalog';
import { actionEndpointSpec, writeEndpointSpec } from './catalog/write-endpoints';
import { specDialect } from './catalog/dialects';
import type { Dialect } from './catalog/dialects';
import type { ResourceSpec, WriteMethod } from './catalog/schema';
import { checkWriteBody } from './catalog/validate';
import { toDialectBody, writeShape } from './catalog/write-shapes';
import type { RequestControl } from './client-types';
import { documentOf, jsonApiType } from './client-transport';
import type { Transport } from './client-transport';
import { resolveRecords } from './json-api';
import type { ParsedRecord } from './json-api';
import {
  isWriteProbeAnswer,
  WRITE_PROBE_BODY,
  WRITE_PROBE_HEADER,
} from './proxy/write-probe-contract';
import type { WriteProbeAnswer } from './proxy/write-probe-contract';
import { fillPath } from './query-params';

export interface UploadedFile {
  id: string;
  attributes: {
    source_ip: string;
    md5: string;
    content_type: string;
    file_size: number;
    name: string;
    expires_at: string;
  };
}

export type WritePayload = {
  attributes?: Record<string, unknown>;
  relationships?: Record<string, unknown>;
};

function writeSpec(method: WriteMethod, path: string) {
  const endpoint = writeEndpointSpec(method, path);
  const resource = endpoint && resourceSpec(endpoint.app, endpoint.resource);
  if (!endpoint || !resource) throw new ApiUsageError('path', `no ${method} endpoint ${path}`);
  return { endpoint, resource };
}

function rejectInvalidPayload(
  method: WriteMethod,
  path: string,
  resource: ResourceSpec,
  body: unknown,
  id?: string,
) {
  const shape = writeShape(specDialect, method, path);
  if (!shape) throw new ApiUsageError('path', `no ${method} endpoint ${path}`);
  const { problems } = checkWriteBody(shape, resource, body, { id });
  const first = problems[0];
  if (first) {
    throw new ApiUsageError(first.pointer, problems.map((p) => p.detail).join('; '));
  }
}

export type Writes = ReturnType<typeof createWrites>;

export function createWrites(options: {
  transport: Transport;
  urlOf: (catalogPath: string) => string;
  dialect: Dialect;
  /** Where POST /v2/files goes. */
  uploadBaseUrl: string;
}) {
  const { transport, urlOf, dialect, uploadBaseUrl } = options;
  const { send } = transport;

  async function write(
    method: WriteMethod,
    path: string,
    params: Record<string, string>,
    payload?: WritePayload,
    signal?: AbortSignal,
  ): Promise<ParsedRecord | null> {
    const { resource } = writeSpec(method, path);
    const url = urlOf(fillPath(path, params));
    let body: string | undefined;
    if (method !== 'DELETE') {
      const data: Record<string, unknown> = {
        type: resource.type,
        attributes: payload?.attributes ?? {},
      };
      if (method === 'PATCH' && params.id !== undefined) data.id = params.id;
      if (payload?.relationships) data.relationships = payload.relationships;
      // Callers write in the spec's shape; the service is sent its own dialect's (D162).
      rejectInvalidPayload(method, path, resource, { data }, params.id);
      body = JSON.stringify(toDialectBody(dialect, method, path, { data }));
    }
    const raw = await send(method, url, {
      body,
      contentType: body ? jsonApiType : undefined,
      signal,
    });
    if (raw.body === null) return null;
    return resolveRecords(documentOf(raw, method, url), [])[0] ?? null;
  }

  /** A create or update, which must answer the record it wrote. */
  async function writeRecord(
    method: 'POST' | 'PATCH',
    path: string,
    params: object,
    body: { attributes?: object; relationships?: object },
    signal?: AbortSignal,
  ): Promise<ParsedRecord> {
    const record = await write(
      method,
      path,
      params as Record<string, string>,
      body as { attributes?: Record<string, unknown>; relationships?: Record<string, unknown> },
      signal,
    );
    if (!record) {
      throw new ApiError({
        status: 200,
        kind: 'invalid_response',
        method,
        url: path,
        errors: [
          { title: 'Invalid response', detail: 'the service did not answer the written record' },
        ],
      });
    }
    return record;
  }

  /**
   * Whether the service takes creates at `path`, asked with a request that creates nothing (a
   * body without `data`; api/proxy/write-probe-contract.ts): the status and errors it
   * answered. Through the proxy they come wrapped in a 200; straight from the service, as its
   * own status. A network error still throws.
   */
  async function probeCreate(
    path: string,
    params: Record<string, string>,
    control: RequestControl = {},
  ): Promise<WriteProbeAnswer['probe']> {
    writeSpec('POST', path);
    const url = urlOf(fillPath(path, params));
    try {
      const raw = await send('POST', url, {
        body: WRITE_PROBE_BODY,
        contentType: jsonApiType,
        headers: { [WRITE_PROBE_HEADER]: '1' },
        signal: control.signal,
      });
      return isWriteProbeAnswer(raw.body) ? raw.body.probe : { status: raw.status, errors: [] };
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400) {
        return { status: error.status, errors: error.errors };
      }
      throw error;
    }
  }

  /** An action endpoint such as running a list; resolves when the service accepted it. */
  async function action(
    path: string,
    params: Record<string, string>,
    control: RequestControl = {},
  ): Promise<void> {
    if (!actionEndpointSpec(path)) throw new ApiUsageError('path', `no action ${path}`);
    const url = urlOf(fillPath(path, params));
    await send('POST', url, { signal: control.signal });
  }

  /** POST /v2/files: uploads one file; its id then goes into a file attribute (e.g. avatar). */
  async function uploadFile(
    file: Blob,
    name: string,
    control: RequestControl = {},
  ): Promise<UploadedFile> {
    const form = new FormData();
    form.append('file', file, name);
    const url = `${uploadBaseUrl}/v2/files`;
    const raw = await send('POST', url, { body: form, signal: control.signal });
    const data = (raw.body as { data?: unknown } | null)?.data;
    const first: unknown = Array.isArray(data) ? data[0] : undefined;
    if (
      typeof first !== 'object' ||
      first === null ||
      typeof (first as { id?: unknown }).id !== 'string'
    ) {
      throw new ApiError({
        status: raw.status,
        kind: 'invalid_response',
        method: 'POST',
        url,
        errors: [{ detail: 'the upload answered no file' }],
      });
    }
    return first as UploadedFile;
  }

  return { write, writeRecord, probeCreate, action, uploadFile };
}
