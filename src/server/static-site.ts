/**
 * The built SPA (dist/): hashed files under /assets are immutable; index.html is revalidated
 * every time. The build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (vite.config.ts); a request gets the best one its Accept-Encoding allows (q=0 refuses one),
 * else the file itself, always with `Vary: Accept-Encoding`. Any other GET that accepts HTML
 * and is not /api or /auth is an SPA route and gets index.html, with `Link: rel=modulepreload`
 * headers for the route's own chunks (route-preloads.json, written by the build), so they load
 * beside the entry instead of after it; a route the server renders (a list page, signed in) is
 * answered by page-render.ts instead. Unknown paths, files included, are 404s in the API's JSON
 * error shape. index.html is in the request's language (localized-shell.ts): English is the
 * file as built, another language the file with its `lang` and words replaced (uncompressed:
 * it is a kilobyte), so its answers vary by the language cookie and Accept-Language too.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';
import {
  ROUTE_PRELOADS_FILE,
  readRoutePreloads,
  type RoutePreload,
  type RoutePreloads,
} from '../lib/pure/route-preloads';
import { localizedShell } from './localized-shell';
import type { PageRendering } from './page-render';
import { serverWords } from './server-words';

export interface StaticSiteOptions {
  /** The folder `vite build` wrote (dist/). */
  root: string;
  /** Renders list pages for a signed-in browser (page-render.ts); else every page is the shell. */
  pageRendering?: PageRendering;
}

const isApiOrAuth = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** What an answer with index.html varies by: its encoding, and its language. */
const SHELL_VARY = 'Accept-Encoding, Accept-Language, Cookie';

interface PagePreloads {
  /** Each page route's files, most specific first (fewer parameters). */
  readonly routes: readonly { readonly pattern: RegExp; readonly files: readonly string[] }[];
  readonly languages: Readonly<Record<string, readonly string[]>>;
}

/** What route-preloads.json holds, or nothing when the build wrote none. */
function loadPagePreloads(root: string): PagePreloads {
  let preloads: RoutePreloads;
  try {
    preloads = readRoutePreloads(
      JSON.parse(readFileSync(path.join(root, ROUTE_PRELOADS_FILE), 'utf8')),
    );
  } catch {
    return { routes: [], languages: {} };
  }
  const params = (route: RoutePreload) => route.path.split('/:').length;
  const routes = preloads.routes
    .filter((route) => !route.path.includes('*') && route.files.length > 0)
    .sort((a, b) => params(a) - params(b))
    .map((route) => ({
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
      files: route.files,
    }));
  return { routes, languages: preloads.languages };
}

const linkHeader = (files: readonly string[]) =>
  files.map((file) => `</${file}>; rel=modulepreload; crossorigin`).join(', ');

/** The answer for a path nothing else handled. */
export function notFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 'not_found', serverWords(request).t('server.error.nothingHere'));
}

export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<void> {
  const root = path.resolve(options.root);
  // Read again whenever a new build replaces it (`npm start` rebuilds dist/ under a running
  // server), so the headers never name another build's files.
  const preloadsFile = path.join(root, ROUTE_PRELOADS_FILE);
  let preloads: { mtimeMs: number; pages: PagePreloads } = {
    mtimeMs: -1,
    pages: { routes: [], languages: {} },
  };
  /**
   * What a page's first load preloads beside the entry: its language's messages (which the app
   * loads before its first render) and its route's chunks.
   */
  const preloadsOf = (request: FastifyRequest, pathname: string): readonly string[] => {
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(preloadsFile).mtimeMs;
    } catch {
      // No file: no preloads.
    }
    if (mtimeMs !== preloads.mtimeMs) preloads = { mtimeMs, pages: loadPagePreloads(root) };
    const { routes, languages } = preloads.pages;
    const route = routes.find((candidate) => candidate.pattern.test(pathname));
    return [...(languages[serverWords(request).language] ?? []), ...(route?.files ?? [])];
  };
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: true,
    index: ['index.html'],
    dotfiles: 'ignore',
    cacheControl: false,
    redirect: false,
    // Serves name.br or name.gz (with the Content-Type of name) when the request accepts it.
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const relative = path.relative(root, filePath).split(path.sep).join('/');
      res.setHeader('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : 'no-cache');
      const shell = /^index\.html(\.br|\.gz)?$/.test(relative);
      res.setHeader('Vary', shell ? SHELL_VARY : 'Accept-Encoding');
    },
  });

  // The built index.html, read again when a new build replaces it.
  const indexFile = path.join(root, 'index.html');
  let shell: { mtimeMs: number; html: string } | undefined;
  const currentShell = (): string | undefined => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (shell?.mtimeMs !== mtimeMs) shell = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      return shell.html;
    } catch {
      return undefined;
    }
  };

  /**
   * index.html for a page the browser renders, in the request's language, with what it will
   * load first preloaded.
   */
  const sendShell = (
    request: FastifyRequest,
    reply: FastifyReply,
    modulePreloads = preloadsOf(request, '/'),
  ): FastifyReply => {
    if (modulePreloads.length > 0) reply.header('Link', linkHeader(modulePreloads));
    const words = serverWords(request);
    const html = words.language === 'en' ? undefined : currentShell();
    if (html === undefined) return reply.code(200).sendFile('index.html', root);
    return reply
      .code(200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .header('Vary', SHELL_VARY)
      .send(localizedShell(html, words));
  };
  // The root is the shell too, which the static files' route would send in English only.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/',
    handler: (request, reply) => sendShell(request, reply),
  });

  const { pageRendering } = options;
  await pageRendering?.warmUp();

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const method = request.method.toUpperCase();
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApiOrAuth(url) && (method === 'GET' || method === 'HEAD') && wantsHtml) {
      const pathname = url.split('?')[0] ?? '/';
      const modulePreloads = preloadsOf(request, pathname);
      if (
        pageRendering &&
        method === 'GET' &&
        (await pageRendering.answer(request, reply, modulePreloads))
      ) {
        return reply;
      }
      return sendShell(request, reply, modulePreloads);
    }
    return notFound(request, reply);
  });
}
