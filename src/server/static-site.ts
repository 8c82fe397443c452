/**
 * The built SPA (dist/): hashed files under /assets are immutable; index.html is revalidated
 * every time. The build writes a brotli (.br) and a gzip (.gz) copy beside each text file
 * (vite.config.ts); a request gets the best one its Accept-Encoding allows (q=0 refuses one),
 * else the file itself, always with `Vary: Accept-Encoding`. Any other GET that accepts HTML
 * and is not /api or /auth is an SPA route and gets index.html, with `Link: rel=modulepreload`
 * headers for the route's own chunks (route-preloads.json, written by the build), so they load
 * beside the entry instead of after it; a route the server renders (a list page, signed in) is
 * answered by page-render.ts instead. Unknown paths, files included, are 404s in the API's JSON
 * error shape.
 */
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './api-errors';
import type { PageRendering } from './page-render';

export interface StaticSiteOptions {
  /** The folder `vite build` wrote (dist/). */
  root: string;
  /** Renders list pages for a signed-in browser (page-render.ts); else every page is the shell. */
  pageRendering?: PageRendering;
}

const isApiOrAuth = (url: string) => /^\/(api|auth)(\/|\?|$)/.test(url);

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface RoutePreload {
  path: string;
  files: string[];
}

/**
 * The Link header value for each page route, most specific first (fewer parameters), or none
 * when the build wrote no route-preloads.json.
 */
function loadRoutePreloads(root: string): { pattern: RegExp; files: string[]; link: string }[] {
  let routes: RoutePreload[];
  try {
    routes = JSON.parse(
      readFileSync(path.join(root, 'route-preloads.json'), 'utf8'),
    ) as RoutePreload[];
  } catch {
    return [];
  }
  const params = (route: RoutePreload) => route.path.split('/:').length;
  return routes
    .filter((route) => !route.path.includes('*') && route.files.length > 0)
    .sort((a, b) => params(a) - params(b))
    .map((route) => ({
      pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}/?$`),
      files: route.files,
      link: route.files.map((file) => `</${file}>; rel=modulepreload; crossorigin`).join(', '),
    }));
}

/** The answer for a path nothing else handled. */
export function notFound(_request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return sendError(reply, 404, 'not_found', 'There is nothing at this path.');
}

export async function registerStaticSite(
  app: FastifyInstance,
  options: StaticSiteOptions,
): Promise<void> {
  const root = path.resolve(options.root);
  // Read again whenever a new build replaces it (`npm start` rebuilds dist/ under a running
  // server), so the headers never name another build's files.
  const preloadsFile = path.join(root, 'route-preloads.json');
  let preloads: { mtimeMs: number; routes: ReturnType<typeof loadRoutePreloads> } = {
    mtimeMs: -1,
    routes: [],
  };
  const currentPreloads = () => {
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(preloadsFile).mtimeMs;
    } catch {
      // No file: no preloads.
    }
    if (mtimeMs !== preloads.mtimeMs) preloads = { mtimeMs, routes: loadRoutePreloads(root) };
    return preloads.routes;
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
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const { pageRendering } = options;
  await pageRendering?.warmUp();

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.raw.url ?? '/';
    const method = request.method.toUpperCase();
    const wantsHtml = (request.headers.accept ?? '').includes('text/html');
    if (!isApiOrAuth(url) && (method === 'GET' || method === 'HEAD') && wantsHtml) {
      const pathname = url.split('?')[0] ?? '/';
      const preload = currentPreloads().find((route) => route.pattern.test(pathname));
      const modulePreloads = preload?.files ?? [];
      if (
        pageRendering &&
        method === 'GET' &&
        (await pageRendering.answer(request, reply, modulePreloads))
      ) {
        return reply;
      }
      if (preload) reply.header('Link', preload.link);
      return reply.code(200).sendFile('index.html', root);
    }
    return notFound(request, reply);
  });
}
