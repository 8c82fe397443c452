/**
 * The /api guard against cross-site request forgery. It runs first, before the route table,
 * the session lookup or anything upstream:
 * - the static header `X-CSRF: 1` is required on every request (a cross-site page cannot add it
 *   without a CORS preflight, which this server never grants);
 * - `Sec-Fetch-Site: cross-site` (or `same-site`: a sibling port or subdomain) is refused;
 * - an `Origin` header, when present, must be PUBLIC_ORIGIN exactly (`null` included);
 * - unsafe methods may carry only JSON (application/json, application/vnd.api+json), or
 *   multipart/form-data on the upload; anything else is 415. A body-less request (an action's
 *   POST, a DELETE) needs no Content-Type.
 *
 * One exception: GET of an uploaded file's download URL (`/api/files/{uuid}/{name}`, an avatar
 * in an <img>) cannot carry a custom header, so it is checked by Sec-Fetch-Site and Origin only.
 * It is read-only, and the forwarder still requires a session for it.
 */
import type { IncomingHttpHeaders } from 'node:http';

export const csrfHeaderName = 'x-csrf';
export const csrfHeaderValue = '1';

export const jsonMediaTypes: readonly string[] = ['application/json', 'application/vnd.api+json'];

export interface CsrfRequest {
  method: string;
  headers: IncomingHttpHeaders;
  /** True for POST to the upload path: multipart/form-data is accepted there. */
  isUpload: boolean;
  /** True for GET of a file download path: the header is not required (see above). */
  isDownload: boolean;
}

export type CsrfVerdict =
  { ok: true } | { ok: false; status: 403 | 415; code: string; detail: string };

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The media type of a Content-Type value, lowercased, without parameters. */
export function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(', ') : value;
}

function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = single(headers['content-length']);
  if (headers['transfer-encoding'] !== undefined) return true;
  return length !== undefined && length.trim() !== '0';
}

export function checkCsrf(request: CsrfRequest, publicOrigin: string): CsrfVerdict {
  const { headers } = request;
  const method = request.method.toUpperCase();

  if (!(request.isDownload && method === 'GET')) {
    if (single(headers[csrfHeaderName]) !== csrfHeaderValue) {
      return {
        ok: false,
        status: 403,
        code: 'csrf_header_missing',
        detail: 'API requests must carry the header X-CSRF: 1.',
      };
    }
  }

  const site = single(headers['sec-fetch-site'])?.trim().toLowerCase();
  if (site === 'cross-site' || site === 'same-site') {
    return {
      ok: false,
      status: 403,
      code: 'cross_site_request',
      detail: 'API requests from another site are refused.',
    };
  }

  const origin = single(headers.origin);
  if (origin !== undefined && origin !== publicOrigin) {
    return {
      ok: false,
      status: 403,
      code: 'origin_mismatch',
      detail: 'API requests from another origin are refused.',
    };
  }

  if (!safeMethods.has(method)) {
    const contentType = single(headers['content-type']);
    if (contentType === undefined) {
      if (hasBody(headers)) {
        return {
          ok: false,
          status: 415,
          code: 'unsupported_media_type',
          detail: 'A request body must be JSON (application/json or application/vnd.api+json).',
        };
      }
      return { ok: true };
    }
    const type = mediaTypeOf(contentType);
    const multipartOk =
      request.isUpload &&
      method === 'POST' &&
      type === 'multipart/form-data' &&
      /;\s*boundary=/i.test(contentType);
    if (!jsonMediaTypes.includes(type) && !multipartOk) {
      return {
        ok: false,
        status: 415,
        code: 'unsupported_media_type',
        detail: request.isUpload
          ? 'The upload must be multipart/form-data (or JSON).'
          : 'A request body must be JSON (application/json or application/vnd.api+json).',
      };
    }
  }
  return { ok: true };
}
