/**
 * Test harness for the proxy over real HTTP: the proxy with the real personal-access-token auth
 * (createPatAuth, the sandbox's `sandbox` / `sandbox-secret`), a recording upstream (a tiny
 * node:http server that records each request line and its headers and answers from a script),
 * and a raw HTTP client that sends the request target exactly as given (no URL normalization).
 */
import { createServer, request as httpRequest } from 'node:http';
import type {
  IncomingHttpHeaders,
  IncomingMessage,
  OutgoingHttpHeaders,
  ServerResponse,
} from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '../../api/rate-pacer';
import { createPatAuth } from '../auth/pat-auth';
import type { DialectName } from '../../api/catalog/dialects';
import { clientId, clientSecret, sessionSecret } from '../auth/testing/harness';
import { loadConfig } from '../config';
import type { Env, ProxyConfig } from '../config';
import { LocalRateBudgets } from '../local-rate-budget';
import { createProxyServer } from '../proxy-server';
import { startSandbox } from '../../sandbox/server';

type RunningSandbox = Awaited<ReturnType<typeof startSandbox>>;

export const publicOrigin = 'http://localhost:8080';

/** An instance that signs staff in through the test OAuth sandbox at `apiBaseUrl`. */
export function oauthInstanceEnv(apiBaseUrl: string): Env {
  return {
    API_BASE_URL: apiBaseUrl,
    API_DIALECT: 'spec',
    OAUTH_CLIENT_ID: clientId,
    OAUTH_CLIENT_SECRET: clientSecret,
    OAUTH_REDIRECT_URI: `${publicOrigin}/auth/callback`,
    PUBLIC_ORIGIN: publicOrigin,
    ALLOWED_HOSTS: '127.0.0.1',
    SESSION_SECRET: sessionSecret,
  };
}
export const patBasic = `Basic ${Buffer.from('sandbox:sandbox-secret').toString('base64')}`;

export interface RunningProxy {
  app: FastifyInstance;
  url: string;
  config: ProxyConfig;
  close(): Promise<void>;
}

export interface ProxyTestOptions {
  apiBaseUrl: string;
  /** The upstream's dialect; default the spec's. */
  dialect?: DialectName;
  /** API_VERSION: asked of the upstream when its dialect has versions. */
  apiVersion?: string;
  /** UPLOAD_BASE_URL: where uploads go; default apiBaseUrl. */
  uploadBaseUrl?: string;
  /** UPSTREAM_MAX_WAIT_SECONDS; default unset (one period of the service plus a margin). */
  maxWaitSeconds?: number;
  staticDir?: string;
  publicOrigin?: string;
  requestTimeoutSeconds?: number;
  logger?: FastifyServerOptions['logger'];
  pageRenderTimeLimitMs?: number;
  /** What the rate budgets wait on; default the system clock. */
  clock?: Clock;
}

/** The proxy in PAT mode in front of `apiBaseUrl`, listening on a free port. */
export async function startProxy(options: ProxyTestOptions): Promise<RunningProxy> {
  const config = loadConfig({
    API_BASE_URL: options.apiBaseUrl,
    API_DIALECT: options.dialect ?? 'spec',
    API_VERSION: options.apiVersion,
    UPLOAD_BASE_URL: options.uploadBaseUrl,
    PAT_APP_ID: 'sandbox',
    PAT_SECRET: 'sandbox-secret',
    PUBLIC_ORIGIN: options.publicOrigin ?? publicOrigin,
    // Tests reach the proxy at its loopback address, not at the public origin's name.
    ALLOWED_HOSTS: '127.0.0.1',
    UPSTREAM_MAX_WAIT_SECONDS:
      options.maxWaitSeconds === undefined ? undefined : String(options.maxWaitSeconds),
    REQUEST_TIMEOUT_SECONDS:
      options.requestTimeoutSeconds === undefined
        ? undefined
        : String(options.requestTimeoutSeconds),
  });
  if (config.mode !== 'pat') throw new Error('expected PAT mode');
  const auth = createPatAuth({
    applicationId: config.pat.applicationId,
    secret: config.pat.secret.reveal(),
    apiBaseUrl: config.apiBaseUrl,
    upstreamDialect: config.dialect.name,
  });
  const app = await createProxyServer({
    config,
    auth,
    rateBudgets: new LocalRateBudgets({ clock: options.clock }),
    staticDir: options.staticDir,
    logger: options.logger,
    pageRenderTimeLimitMs: options.pageRenderTimeLimitMs,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, config, close: () => app.close() };
}

/**
 * A small in-memory sandbox with the proxy (PAT mode) in front of it, started before a test file's
 * tests and closed after them: `sandbox()` and `proxy()` once they run.
 */
export function sandboxBehindProxy(): {
  sandbox: () => RunningSandbox;
  proxy: () => RunningProxy;
} {
  let sandbox: RunningSandbox | undefined;
  let proxy: RunningProxy | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox({ file: ':memory:' });
    proxy = await startProxy({ apiBaseUrl: sandbox.url });
  });
  afterAll(async () => {
    await proxy?.close();
    await sandbox?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the sandbox and proxy start before the tests');
    return value;
  };
  return { sandbox: () => started(sandbox), proxy: () => started(proxy) };
}

/** A port that was free a moment ago (for servers whose config needs its port up front). */
export async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export interface RecordedRequest {
  method: string;
  /** The request target as received (raw). */
  url: string;
  headers: IncomingHttpHeaders;
  /** Header names as sent, lowercased (duplicates kept). */
  headerNames: string[];
  body: Buffer;
  at: number;
  /** The client's port: one per connection the proxy opened. */
  remotePort: number | undefined;
}

export interface ScriptedAnswer {
  status: number;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
}

export type UpstreamScript = (request: RecordedRequest, index: number) => ScriptedAnswer;

export const rateHeaders = (count: number, limit: number, period: number): OutgoingHttpHeaders => ({
  'X-SVC-API-Request-Rate-Count': String(count),
  'X-SVC-API-Request-Rate-Limit': String(limit),
  'X-SVC-API-Request-Rate-Period': String(period),
});

/** Default answer: a JSON:API document with a Set-Cookie, the rate headers and other extras. */
export const defaultAnswer = (origin: string): ScriptedAnswer => ({
  status: 200,
  headers: {
    'Content-Type': 'application/vnd.api+json; charset=utf-8',
    'Set-Cookie': 'upstream_session=secret; Path=/; HttpOnly',
    'X-Upstream-Internal': 'do-not-pass',
    ETag: '"v1"',
    ...rateHeaders(1, 100, 60),
  },
  body: JSON.stringify({
    data: [],
    links: { self: `${origin}/people/v2/people?per_page=1` },
    meta: { total_count: 0 },
  }),
});

export interface RecordingUpstream {
  url: string;
  requests: RecordedRequest[];
  script: UpstreamScript;
  close(): Promise<void>;
}

/** `clock` times each request's `at` (a test's fake clock); default the system's. */
export async function startRecordingUpstream(
  script?: UpstreamScript,
  clock: Pick<Clock, 'now'> = { now: () => Date.now() },
): Promise<RecordingUpstream> {
  const requests: RecordedRequest[] = [];
  const state: RecordingUpstream = {
    url: '',
    requests,
    script: script ?? (() => defaultAnswer(state.url)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded: RecordedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        headerNames: req.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
        body: Buffer.concat(chunks),
        at: clock.now(),
        remotePort: req.socket.remotePort,
      };
      requests.push(recorded);
      const answer = state.script(recorded, requests.length - 1);
      res.writeHead(answer.status, answer.headers ?? {});
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  state.url = `http://127.0.0.1:${port}`;
  return state;
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
  text: string;
  json: unknown;
}

export interface RawRequest {
  method?: string;
  /** The request target, sent exactly as given. */
  path: string;
  headers?: OutgoingHttpHeaders;
  body?: string | Buffer;
  /** Send the body with Transfer-Encoding: chunked (no Content-Length). */
  chunked?: boolean;
}

/** The browser's usual API headers: the CSRF header and same-origin fetch metadata. */
export const apiHeaders = { 'X-CSRF': '1', 'Sec-Fetch-Site': 'same-origin' } as const;

export function rawRequest(baseUrl: string, request: RawRequest): Promise<RawResponse> {
  const base = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: base.hostname,
        port: base.port,
        method: request.method ?? 'GET',
        path: request.path,
        headers: request.headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const text = body.toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(text) as unknown;
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text, json });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (request.body !== undefined) {
      if (request.chunked) {
        const body = Buffer.from(request.body);
        const step = 64 * 1024;
        for (let i = 0; i < body.length; i += step) req.write(body.subarray(i, i + step));
      } else {
        req.end(request.body);
        return;
      }
    }
    req.end();
  });
}

/** The first error's code of an errors body. */
export function errorCode(json: unknown): string | undefined {
  const errors = (json as { errors?: { code?: string }[] } | undefined)?.errors;
  return errors?.[0]?.code;
}
