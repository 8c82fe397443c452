import { expect, type APIRequestContext } from '@playwright/test';

import { e2ePorts, sandboxBasicAuth } from './servers';

/**
 * The sandbox behind the real-dialect server (playwright.config.ts: the server on E2E_PORT+4,
 * its sandbox on the next port), reached without the proxy, in the real service's spelling.
 */
export const realSandbox = `http://localhost:${e2ePorts.port + 5}`;

export interface SandboxRecord {
  id: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, { data?: { id: string } | null }>;
}

export interface SandboxList {
  data: SandboxRecord[];
  meta: { total_count: number };
}

/**
 * A call straight to the real-dialect sandbox with the personal access token (HTTP Basic). The
 * token's user is the browser's too, so the two share one rate limit: like any polite client, a
 * 429 is answered by waiting the Retry-After the sandbox names (at most one period), then again.
 * The other worker's pages may spend each freed slot first, so it asks up to five times.
 */
export async function realCall(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const send = () =>
    request.fetch(`${realSandbox}${path}`, {
      method,
      headers: {
        Authorization: sandboxBasicAuth,
        ...(body === undefined ? {} : { 'Content-Type': 'application/vnd.api+json' }),
      },
      data: body === undefined ? undefined : JSON.stringify(body),
    });
  let response = await send();
  for (let retry = 0; retry < 5 && response.status() === 429; retry += 1) {
    const seconds = Math.min(Number(response.headers()['retry-after'] ?? 20) || 20, 20);
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
    response = await send();
  }
  const text = await response.text();
  return {
    status: response.status(),
    headers: response.headers(),
    json: (text === '' ? null : JSON.parse(text)) as { data: unknown } | null,
    text,
  };
}

/** GET from the real-dialect sandbox; expects 200 and the real service's rate headers. */
export async function realGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await realCall(request, 'GET', path);
  expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
  expect(answer.headers['x-pco-api-request-rate-limit'], `rate limit of GET ${path}`).toBe('100');
  expect(answer.headers['x-pco-api-request-rate-period'], `rate period of GET ${path}`).toBe('20');
  return answer.json as T;
}
