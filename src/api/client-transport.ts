/**
 * The client's HTTP exchange: authentication, the rate pacer, retries after 429, conditional
 * reads, and reading the answer's body. What a call asks and how its answer is typed is the
 * business of client-reads.ts and client-writes.ts.
 */
import { base64OfBytes } from '../lib/pure/base64';
import { ApiError, errorsOfBody } from './api-error';
import type { Dialect } from './catalog/dialects';
import type { WriteMethod } from './catalog/schema';
import type { RequestControl } from './client-types';
import { InvalidDocumentError, readDocument } from './json-api';
import type { Document } from './json-api';
import { readRateHeaders, readRetryAfterSeconds } from './rate-pacer';
import type { Clock, RatePacer } from './rate-pacer';
import { ValidatorCache } from './validator-cache';

export type ClientAuth =
  /** OAuth access token (Node, or the proxy talking upstream). */
  | { kind: 'bearer'; token: string | (() => string | Promise<string>) }
  /** Personal access token: HTTP Basic with the application id and secret. */
  | { kind: 'basic'; applicationId: string; secret: string }
  /** The browser through our proxy: the session cookie plus the CSRF header. */
  | { kind: 'session' }
  | { kind: 'none' };

export interface RawResponse {
  status: number;
  headers: Headers;
  body: unknown;
}

export const jsonApiType = 'application/vnd.api+json';

export interface SendInit extends RequestControl {
  body?: BodyInit;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface Transport {
  /** One HTTP exchange under the pacer; retried only after a 429, which was not processed. */
  send(method: WriteMethod | 'GET', url: string, init?: SendInit): Promise<RawResponse>;
}

/** The JSON:API document of an answer, or an ApiError saying what was wrong with it. */
export function documentOf(raw: RawResponse, method: string, url: string): Document {
  try {
    return readDocument(raw.body);
  } catch (cause) {
    if (!(cause instanceof InvalidDocumentError)) throw cause;
    throw new ApiError({
      status: raw.status,
      kind: 'invalid_response',
      method,
      url,
      cause,
      errors: [{ title: 'Invalid response', detail: cause.message }],
    });
  }
}

export function createTransport(options: {
  fetch: typeof fetch;
  clock: Clock;
  pacer: RatePacer;
  auth: ClientAuth;
  maxRateLimitRetries: number;
  dialect: Dialect;
  apiVersion?: string;
}): Transport {
  const { clock, pacer, auth, dialect } = options;
  const fetchImpl = options.fetch;
  const maxRetries = options.maxRateLimitRetries;
  const versionHeaders: Record<string, string> =
    options.apiVersion && dialect.versioning
      ? { [dialect.versioning.requestHeader]: options.apiVersion }
      : {};
  const validators = new ValidatorCache();

  async function authHeaders(): Promise<Record<string, string>> {
    switch (auth.kind) {
      case 'bearer': {
        const token = typeof auth.token === 'function' ? await auth.token() : auth.token;
        return { Authorization: `Bearer ${token}` };
      }
      case 'basic':
        return {
          Authorization: `Basic ${base64OfBytes(new TextEncoder().encode(`${auth.applicationId}:${auth.secret}`))}`,
        };
      case 'session':
        return { 'X-CSRF': '1' };
      case 'none':
        return {};
    }
  }

  async function readBody(response: Response, method: string, url: string): Promise<unknown> {
    if (response.status === 204 || response.status === 205) return null;
    const text = await response.text();
    if (text === '') return null;
    const type = response.headers.get('Content-Type') ?? '';
    if (!/json/i.test(type)) return text;
    try {
      return JSON.parse(text) as unknown;
    } catch (cause) {
      throw new ApiError({
        status: response.status,
        kind: 'invalid_response',
        method,
        url,
        cause,
        errors: [
          { title: 'Invalid response', detail: 'The service answered with malformed JSON.' },
        ],
      });
    }
  }

  /** One HTTP exchange under the pacer; retried only after a 429, which was not processed. */
  async function send(
    method: WriteMethod | 'GET',
    url: string,
    init: SendInit = {},
  ): Promise<RawResponse> {
    for (let attempt = 0; ; attempt++) {
      await pacer.acquire(init.signal);
      let response: Response;
      try {
        const headers: Record<string, string> = {
          Accept: jsonApiType,
          ...versionHeaders,
          ...init.headers,
          ...(await authHeaders()),
        };
        if (init.contentType) headers['Content-Type'] = init.contentType;
        const known = method === 'GET' ? validators.get(url) : undefined;
        if (known) headers['If-None-Match'] = known.etag;
        response = await fetchImpl(url, {
          method,
          headers,
          body: init.body,
          signal: init.signal,
          redirect: 'manual',
          credentials: auth.kind === 'session' ? 'same-origin' : 'omit',
        });
      } catch (cause) {
        pacer.release();
        if (init.signal?.aborted) throw init.signal.reason;
        throw new ApiError({
          status: 0,
          method,
          url,
          cause,
          errors: [{ title: 'Network error', detail: 'The service could not be reached.' }],
        });
      }
      pacer.release(readRateHeaders(response.headers, dialect.rateHeaders));

      if (response.status === 429) {
        const retryAfter = readRetryAfterSeconds(response.headers, clock.now());
        pacer.blockFor(retryAfter !== undefined ? retryAfter * 1000 : pacer.defaultRetryDelayMs());
        const body = await readBody(response, method, url).catch(() => null);
        if (attempt < maxRetries) continue;
        throw new ApiError({
          status: 429,
          method,
          url,
          retryAfterSeconds: retryAfter,
          errors: errorsOfBody(body, { code: '429', detail: 'Rate limit exceeded' }),
        });
      }
      if (response.status === 304 && method === 'GET') {
        const cached = validators.get(url);
        await response.body?.cancel();
        if (cached) return { status: 200, headers: response.headers, body: cached.body };
      }
      const body = await readBody(response, method, url);
      if (method === 'GET' && response.status === 200)
        validators.remember(url, response.headers, body);
      if (response.status >= 300) {
        const fallback = {
          status: String(response.status),
          title: response.statusText || `HTTP ${response.status}`,
          detail: typeof body === 'string' && body.length < 300 ? body : undefined,
        };
        throw new ApiError({
          status: response.status,
          method,
          url,
          errors: errorsOfBody(body, fallback),
        });
      }
      return { status: response.status, headers: response.headers, body };
    }
  }

  return { send };
}
