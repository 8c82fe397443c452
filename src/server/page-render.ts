/**
 * Server rendering of the dashboard's list pages for a signed-in browser (decision D107). The
 * build's SSR bundle (dist/.ssr/server-render.js, from src/app/server-render.tsx) renders the
 * page; its requests go through this server's own /auth and /api routes (Fastify's inject) with
 * the browser's cookies, so the session, the route table, the upstream's pacing and the dialect
 * apply as to any other call.
 *
 * The answer starts at once with the head of the built index.html (its CSS and scripts load
 * while the page renders); the rest is the rendered page and its state, or, when it is not
 * rendered (signed out, a time limit, a failure of any kind), the plain index.html's empty
 * root, which the browser renders as before: never an error page. The inline scripts in the
 * head (the colour scheme, held events) are allowed by their hashes in this answer's CSP.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Transform } from 'node:stream';
import { constants as zlib, createBrotliCompress, createGzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  PAGE_STATE_ELEMENT_ID,
  SERVER_RENDER_BUNDLE,
  type PageRenderRequest,
  type PageRenderResult,
} from '../lib/pure/page-render-contract';
import { isInterfaceLanguage, languageCookie } from '../lib/pure/i18n/languages';
import { readCookie } from './auth/cookies';
import { localizedShell } from './localized-shell';
import { startRenderWorker, type RenderWorker } from './page-render-worker';
import { serverWords } from './server-words';

/** How long a page may wait for its data and markup before the browser is left to render it. */
export const PAGE_RENDER_TIME_LIMIT_MS = 3_000;

/** How long past the time limit a worker may take to give up before it is taken as stuck. */
const STUCK_MARGIN_MS = 2_000;

/**
 * Pages being rendered at once, at most (the worker takes them in turn). A page asked for beyond
 * that gets the plain index.html at once, scripts and all, rather than a place in a queue it
 * would leave only at the time limit, with the empty root and its scripts held back until then.
 * Ten answered within the time limit on this busy 2-core machine (p95 2.9 s); two at most, as
 * issue 41 asked, made the p95 first row of ten loads at once 2.9 times as slow, since a page
 * the browser renders takes far longer to its first row than one waiting for its render (D170).
 */
export const RENDERS_AT_ONCE = 10;

/** The headers of a rendering's own calls that come from the client (beside the browser's). */
const PASSED_ON = new Set(['accept', 'if-none-match']);

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The languages a page is for, as an Accept-Language list: the language cookie's choice first
 * (src/lib/pure/i18n/languages.ts), then the browser's own.
 */
function languagesOf(request: FastifyRequest): string | undefined {
  const header = request.headers['accept-language'];
  // Read from the header: the cookie plugin is not registered in every mode (PAT has none).
  const chosen = readCookie(request, languageCookie);
  if (!isInterfaceLanguage(chosen)) return header;
  return header ? `${chosen},${header}` : chosen;
}

export interface PageRenderOptions {
  /** The build folder (dist/), holding index.html and .ssr/. */
  root: string;
  publicOrigin: string;
  /** The CSP of a rendered page, given the hashes of its inline scripts. */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
  timeLimitMs?: number;
}

/** The built index.html cut where the page goes. */
export interface PageTemplate {
  /**
   * Up to the root element, with the colour-scheme script and the stylesheet first, and without
   * the scripts (they come after the page) or the <title> (the page's own is in its markup).
   */
  readonly head: string;
  /**
   * The rest of the document for a page that was not rendered, which the browser renders: the
   * template's title, the empty root and the scripts, with the route's chunks preloaded.
   */
  plainTail(modulePreloads: readonly string[]): string;
  /** The rest for a rendered page: its markup, its state, then the scripts that hydrate it. */
  renderedTail(page: { html: string; state: string }, modulePreloads: readonly string[]): string;
}

const MODULE_TAGS = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;

export function cutTemplate(template: string, headScripts: string): PageTemplate | undefined {
  const at = template.indexOf(EMPTY_ROOT);
  const title = /<title>[^<]*<\/title>/.exec(template)?.[0];
  if (at < 0 || !template.includes('</head>') || title === undefined) return undefined;
  let head = template.slice(0, at).replace(title, '');
  const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const moduleTags = head.match(MODULE_TAGS) ?? [];
  for (const tag of [...stylesheets, ...moduleTags]) head = head.replace(tag, '');
  // Right after the character set: the scheme is set and the stylesheet asked for before
  // anything else. The scripts are asked for once the page is there: the first paint does not
  // need them, and on a busy machine their download and compilation took from the rendering.
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(head)?.[0] ?? '<head>';
  head = head.replace(charset, `${charset}${headScripts}${stylesheets.join('')}`);
  const rest = template.slice(at + EMPTY_ROOT.length);
  const scripts = (modulePreloads: readonly string[]) =>
    moduleTags.join('') +
    modulePreloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
  return {
    head,
    // The first <title> of the document is its title, in the body as well.
    plainTail: (modulePreloads) => `${title}${EMPTY_ROOT}${scripts(modulePreloads)}${rest}`,
    renderedTail: ({ html, state }, modulePreloads) =>
      `<div id="root">${html}</div>` +
      `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${state}</script>` +
      `${scripts(modulePreloads)}${rest}`,
  };
}

interface Loaded {
  readonly worker: RenderWorker;
  readonly template: PageTemplate;
  readonly contentSecurityPolicy: string;
}

function stampOf(file: string): string | undefined {
  try {
    return String(statSync(file).mtimeMs);
  } catch {
    return undefined;
  }
}

/** The texts of the inline <script>s in `markup`. */
function inlineScriptTexts(markup: string): string[] {
  return [...markup.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((found) => found[1] ?? '');
}

/** Whether Accept-Encoding allows `encoding` (listed, without q=0). */
export function acceptsEncoding(acceptEncoding: string | undefined, encoding: string): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === encoding && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** The answer's body stream, compressed as the request allows (fast settings: made per request). */
function bodyStream(request: FastifyRequest, reply: FastifyReply): Transform {
  const acceptEncoding = request.headers['accept-encoding'];
  if (acceptsEncoding(acceptEncoding, 'br')) {
    reply.header('Content-Encoding', 'br');
    return createBrotliCompress({ params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (acceptsEncoding(acceptEncoding, 'gzip')) {
    reply.header('Content-Encoding', 'gzip');
    return createGzip({ level: 6 });
  }
  return new PassThrough();
}

export function createPageRendering(app: FastifyInstance, options: PageRenderOptions) {
  const bundleFile = path.join(options.root, SERVER_RENDER_BUNDLE);
  const templateFile = path.join(options.root, 'index.html');
  const timeLimitMs = options.timeLimitMs ?? PAGE_RENDER_TIME_LIMIT_MS;
  let loading: Promise<Loaded | undefined> | undefined;
  let loaded: Loaded | undefined;
  let loadedStamp: string | undefined;

  const load = async (stamp: string): Promise<Loaded | undefined> => {
    if (stampOf(bundleFile) === undefined) return undefined;
    const worker = startRenderWorker(bundleFile, stamp);
    try {
      const headScripts = await worker.ready;
      const template = cutTemplate(readFileSync(templateFile, 'utf8'), headScripts);
      if (!template) throw new Error(`${templateFile} has no <head>, <title> or empty root`);
      const hashes = inlineScriptTexts(headScripts).map(
        (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`,
      );
      const contentSecurityPolicy = options.contentSecurityPolicy(hashes);
      return { worker, template, contentSecurityPolicy };
    } catch (error) {
      app.log.warn({ err: error }, 'server rendering is off: its bundle could not be loaded');
      await worker.terminate();
      return undefined;
    }
  };

  /**
   * The worker and template of the current build (a new build under a running server counts);
   * a worker that stopped is started again.
   */
  const current = (): Promise<Loaded | undefined> => {
    const stamp = `${stampOf(bundleFile) ?? '-'}|${stampOf(templateFile) ?? '-'}`;
    if (!loading || loadedStamp !== stamp || loaded?.worker.stopped) {
      const previous = loaded;
      loaded = undefined;
      loadedStamp = stamp;
      loading = load(stamp).then((value) => (loaded = value));
      void previous?.worker.terminate();
    }
    return loading;
  };
  app.addHook('onClose', async () => {
    await (await loading)?.worker.terminate();
  });

  /** A GET of this server's own path as the browser would make it. */
  const fetchAs =
    (request: FastifyRequest): PageRenderRequest['fetch'] =>
    async (target, init) => {
      const headers: Record<string, string> = { 'x-csrf': '1', accept: 'application/json' };
      for (const [name, value] of Object.entries(init?.headers ?? {})) {
        if (PASSED_ON.has(name.toLowerCase())) headers[name.toLowerCase()] = value;
      }
      for (const name of ['cookie', 'host', 'user-agent'] as const) {
        const value = request.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      const answer = await app.inject({ method: 'GET', url: target, headers });
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(answer.headers)) {
        // A cookie it sets (a session cookie cleared) reaches the browser with its own next call.
        if (value !== undefined && name !== 'set-cookie') {
          responseHeaders.set(name, [value].flat().join(', '));
        }
      }
      const bodyless = answer.statusCode === 204 || answer.statusCode === 304;
      return new Response(bodyless ? null : new Uint8Array(answer.rawPayload), {
        status: answer.statusCode,
        headers: responseHeaders,
      });
    };

  /** The rendering of `request`'s page within the time limit; never throws. */
  const renderWithin = async (
    renderer: RenderWorker,
    request: FastifyRequest,
  ): Promise<PageRenderResult> => {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new Error(`no page within ${timeLimitMs} ms`)),
      timeLimitMs,
    );
    // The bundle gives up when aborted while it waits for data; a worker that has not answered
    // a while after that is stuck in its own code: the page is left to the browser and the
    // worker is replaced. Counted from when the worker took the render up, so a render that
    // only waited for another's is never taken as stuck.
    let stuckTimer: NodeJS.Timeout | undefined;
    let onStarted = () => undefined as void;
    const stuck = new Promise<PageRenderResult>((resolve) => {
      onStarted = () => {
        stuckTimer = setTimeout(() => {
          void renderer.terminate();
          resolve({ rendered: false, reason: 'the rendering worker did not answer' });
        }, timeLimitMs + STUCK_MARGIN_MS);
      };
    });
    try {
      return await Promise.race([
        renderer.renderPage({
          url: request.raw.url ?? '/',
          origin: options.publicOrigin,
          acceptLanguage: languagesOf(request),
          fetch: fetchAs(request),
          signal: controller.signal,
          onStarted,
        }),
        stuck,
      ]);
    } catch (error) {
      request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
      return { rendered: false, reason: String(error) };
    } finally {
      clearTimeout(timer);
      clearTimeout(stuckTimer);
    }
  };

  let rendering = 0;

  return {
    /** Loads the bundle now, so the first page does not wait for it. */
    warmUp: async (): Promise<void> => void (await current()),

    /**
     * Answers a page request whose route is rendered on the server (head first, then the page
     * or the empty root) and says true; false leaves the answer to the caller (index.html).
     * `modulePreloads`: the route's chunks, preloaded with the entry after the page.
     */
    async answer(
      request: FastifyRequest,
      reply: FastifyReply,
      modulePreloads: readonly string[],
    ): Promise<boolean> {
      if (rendering >= RENDERS_AT_ONCE) return false;
      rendering += 1;
      try {
        return await this.answerRendering(request, reply, modulePreloads);
      } finally {
        rendering -= 1;
      }
    },

    /** `answer`, once the page has its place among the renders. */
    async answerRendering(
      request: FastifyRequest,
      reply: FastifyReply,
      modulePreloads: readonly string[],
    ): Promise<boolean> {
      const found = await current();
      if (!found) return false;
      const { worker: renderer, template } = found;
      const url = request.raw.url ?? '/';
      try {
        if (!(await renderer.wouldRender(url, languagesOf(request)))) return false;
      } catch (error) {
        request.log.warn({ err: error }, 'server rendering failed; the browser renders the page');
        return false;
      }
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        // It may hold the signed-in user's data: never stored, by the browser or on the way.
        .header('Cache-Control', 'private, no-store')
        .header('Vary', 'Accept-Encoding, Accept-Language, Cookie')
        .header('Content-Security-Policy', found.contentSecurityPolicy);
      const body = bodyStream(request, reply);
      void reply.send(body);
      // The head holds the document's language and the note for a browser without scripts.
      body.write(localizedShell(template.head, serverWords(request)));
      if ('flush' in body && typeof body.flush === 'function') body.flush();
      const result = await renderWithin(renderer, request);
      if (!result.rendered)
        request.log.debug({ reason: result.reason }, 'page left to the browser');
      body.end(
        result.rendered
          ? template.renderedTail(result, modulePreloads)
          : template.plainTail(modulePreloads),
      );
      return true;
    },
  };
}

export type PageRendering = ReturnType<typeof createPageRendering>;
