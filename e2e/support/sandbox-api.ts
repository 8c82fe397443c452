import { expect, type APIRequestContext } from '@playwright/test';

import { sandboxBasicAuth, sandboxOrigin } from './servers';

/**
 * GET `path` (with `query` added) straight from the embedded sandbox, past the proxy; expects a
 * 200 and answers the parsed body.
 */
export async function sandboxGet<T>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<T> {
  const url = new URL(path, sandboxOrigin());
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  const response = await request.get(url.toString(), {
    headers: { Authorization: sandboxBasicAuth },
  });
  expect(response.status(), `GET ${url.pathname}${url.search}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

interface ListPage<R, I> {
  data: R[];
  included?: I[];
  meta: { next?: { offset: number } };
}

/** Every record of a sandbox list, page after page, with what the pages included. */
export async function sandboxAll<R, I = R>(
  request: APIRequestContext,
  path: string,
  query: Record<string, string> = {},
): Promise<{ data: R[]; included: I[] }> {
  const data: R[] = [];
  const included: I[] = [];
  let offset = 0;
  for (;;) {
    const page = await sandboxGet<ListPage<R, I>>(request, path, {
      ...query,
      per_page: '100',
      offset: String(offset),
    });
    data.push(...page.data);
    included.push(...(page.included ?? []));
    if (page.meta.next === undefined || page.data.length === 0) return { data, included };
    offset = page.meta.next.offset;
  }
}

/** A call straight to the embedded sandbox, past the proxy; answers the status and parsed body. */
export async function sandboxRequest<J>(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: J | null }> {
  const response = await request.fetch(`${sandboxOrigin()}${path}`, {
    method,
    headers: {
      Authorization: sandboxBasicAuth,
      ...(body === undefined ? {} : { 'Content-Type': 'application/vnd.api+json' }),
    },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status(), json: text === '' ? null : (JSON.parse(text) as J) };
}

/**
 * GET `path` from the sandbox with Node's fetch, for answers a spec caches across tests (a
 * test's request context ends with the test); expects a 200 and answers the parsed body.
 */
export async function fetchFromSandbox<T>(path: string): Promise<T> {
  const response = await fetch(sandboxOrigin() + path, {
    headers: { Authorization: sandboxBasicAuth },
  });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}
